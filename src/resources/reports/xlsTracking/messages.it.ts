import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Tracciamento XLS',
  menu: 'Tracciamento XLS',
  empty: "Nessun dato di tracciamento XLSX dell'account trovato.",
  fields: {
    lastUpdated: 'Ultimo aggiornamento',
    totalXlsDownloads: 'Download XLS totali',
    saleInvoice: 'Fatture di vendita',
    purchaseInvoice: 'Fatture di acquisto',
    expenses: 'Spese',
  },
} satisfies Translation<typeof english>;
