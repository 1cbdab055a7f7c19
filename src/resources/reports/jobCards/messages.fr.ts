import type english from './messages';
import type { Translation } from '../../messages';

export default { name: 'Ordres de réparation', menu: 'Ordres de réparation', empty: 'Aucune facture de vente trouvée.', fields: { invoiceNumber: 'Numéro de facture' } } satisfies Translation<typeof english>;
