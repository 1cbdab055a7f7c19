import type english from './messages';
import type { Translation } from '../../messages';

export default { name: 'Factures de vente', menu: 'Factures de vente', empty: 'Aucune facture de vente trouvée.' } satisfies Translation<typeof english>;
