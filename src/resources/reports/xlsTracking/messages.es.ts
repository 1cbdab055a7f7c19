import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Seguimiento de XLS',
  menu: 'Seguimiento de XLS',
  empty: 'No se encontraron datos de seguimiento XLSX de la cuenta.',
  fields: {
    lastUpdated: 'Última actualización',
    totalXlsDownloads: 'Descargas XLS totales',
    saleInvoice: 'Facturas de venta',
    purchaseInvoice: 'Facturas de compra',
    expenses: 'Gastos',
  },
} satisfies Translation<typeof english>;
