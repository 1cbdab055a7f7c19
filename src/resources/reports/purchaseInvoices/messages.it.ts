import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Fatture di acquisto',
  menu: 'Fatture di acquisto',
  empty: 'Nessuna fattura di vendita trovata.',
  fields: { vendorName: 'Nome del fornitore', uploadedImage: 'Immagine caricata' },
} satisfies Translation<typeof english>;
