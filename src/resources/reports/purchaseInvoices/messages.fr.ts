import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: "Factures d'achat",
  menu: "Factures d'achat",
  empty: 'Aucune facture de vente trouvée.',
  fields: { vendorName: 'Nom du fournisseur', uploadedImage: 'Image téléversée' },
} satisfies Translation<typeof english>;
