import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Inventaire',
  menu: 'Inventaire',
  empty: 'Aucun inventaire trouvé.',
  fields: {
    partName: 'Nom de la pièce',
    brandName: 'Marque',
    partNumber: 'Référence',
    rackNumber: "Numéro d'étagère",
    vehicleType: 'Type de véhicule',
    sac_hsn: 'Code SAC/HSN',
    minimumNumber: 'Stock minimum',
    maximumNumber: 'Stock maximum',
    quantity: 'Quantité',
    rate: 'Prix unitaire',
    taxType: 'Type de taxe',
    subTotal: 'Sous-total',
    tax: 'Taxe (%)',
    discount: 'Remise (%)',
  },
} satisfies Translation<typeof english>;
