import { defineResourceMessages } from '../../messages';

export default defineResourceMessages(
  { name: 'Sale Invoice', menu: 'Sale Invoice', empty: 'No Sale Invoice List found.' },
  {
    zh: { name: '销售发票', menu: '销售发票', empty: '未找到销售发票。' },
    es: { name: 'Facturas de venta', menu: 'Facturas de venta', empty: 'No se encontraron facturas de venta.' },
    fr: { name: 'Factures de vente', menu: 'Factures de vente', empty: 'Aucune facture de vente trouvée.' },
    it: { name: 'Fatture di vendita', menu: 'Fatture di vendita', empty: 'Nessuna fattura di vendita trovata.' },
    ar: { name: 'فواتير المبيعات', menu: 'فواتير المبيعات', empty: 'لم يتم العثور على فواتير مبيعات.' },
  },
);
