import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Suivi XLS',
  menu: 'Suivi XLS',
  empty: 'Aucune donnée de suivi XLSX de compte trouvée.',
  fields: {
    lastUpdated: 'Dernière mise à jour',
    totalXlsDownloads: 'Téléchargements XLS au total',
    saleInvoice: 'Factures de vente',
    purchaseInvoice: "Factures d'achat",
    expenses: 'Dépenses',
  },
} satisfies Translation<typeof english>;
