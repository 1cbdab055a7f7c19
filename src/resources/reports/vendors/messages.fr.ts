import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Fournisseurs',
  menu: 'Fournisseurs',
  empty: 'Aucune facture de vente trouvée.',
  fields: { image: 'Image', vendorName: 'Nom du fournisseur', due: 'Dû', paid: 'Payé' },
} satisfies Translation<typeof english>;
