import { defineResourceMessages } from '../../messages';

export default defineResourceMessages(
  { name: 'JobCard', menu: 'JobCard', empty: 'No Sale Invoice List found.', fields: { invoiceNumber: 'Invoice Number' } },
  {
    zh: { name: '工单', menu: '工单', empty: '未找到销售发票。', fields: { invoiceNumber: '发票编号' } },
    es: { name: 'Órdenes de trabajo', menu: 'Órdenes de trabajo', empty: 'No se encontraron facturas de venta.', fields: { invoiceNumber: 'Número de factura' } },
    fr: { name: 'Ordres de réparation', menu: 'Ordres de réparation', empty: 'Aucune facture de vente trouvée.', fields: { invoiceNumber: 'Numéro de facture' } },
    it: { name: 'Schede di lavoro', menu: 'Schede di lavoro', empty: 'Nessuna fattura di vendita trovata.', fields: { invoiceNumber: 'Numero fattura' } },
    ar: { name: 'أوامر العمل', menu: 'أوامر العمل', empty: 'لم يتم العثور على فواتير مبيعات.', fields: { invoiceNumber: 'رقم الفاتورة' } },
  },
);
