import { defineResourceMessages } from '../../messages';

export default defineResourceMessages(
  {
    name: 'XLS Tracking',
    menu: 'XLS Tracking',
    empty: 'No account XLSX tracking data found.',
    fields: {
      lastUpdated: 'Last Updated',
      totalXlsDownloads: 'Total XLS Downloads',
      saleInvoice: 'Sale Invoice',
      purchaseInvoice: 'Purchase Invoice',
      expenses: 'Expenses',
    },
  },
  {
    zh: {
      name: 'XLS 跟踪',
      menu: 'XLS 跟踪',
      empty: '未找到账户 XLSX 跟踪数据。',
      fields: { lastUpdated: '最后更新', totalXlsDownloads: 'XLS 下载总数', saleInvoice: '销售发票', purchaseInvoice: '采购发票', expenses: '费用' },
    },
    es: {
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
    },
    fr: {
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
    },
    it: {
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
    },
    ar: {
      name: 'تتبع ملفات XLS',
      menu: 'تتبع ملفات XLS',
      empty: 'لم يتم العثور على بيانات تتبع XLSX للحساب.',
      fields: {
        lastUpdated: 'آخر تحديث',
        totalXlsDownloads: 'إجمالي تنزيلات XLS',
        saleInvoice: 'فواتير المبيعات',
        purchaseInvoice: 'فواتير المشتريات',
        expenses: 'المصروفات',
      },
    },
  },
);
