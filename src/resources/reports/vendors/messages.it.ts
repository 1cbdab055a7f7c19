import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Fornitori',
  menu: 'Fornitori',
  empty: 'Nessuna fattura di vendita trovata.',
  fields: { image: 'Immagine', vendorName: 'Nome del fornitore', due: 'Da pagare', paid: 'Pagato' },
} satisfies Translation<typeof english>;
