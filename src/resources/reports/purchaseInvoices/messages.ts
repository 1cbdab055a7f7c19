import { defineResourceMessages } from '../../messages';

export default defineResourceMessages(
  {
    name: 'Purchase Invoice',
    menu: 'Purchase Invoice',
    empty: 'No Sale Invoice List found.',
    fields: { vendorName: 'Vendor Name', uploadedImage: 'Uploaded Image' },
  },
  {
    zh: { name: '采购发票', menu: '采购发票', empty: '未找到销售发票。', fields: { vendorName: '供应商名称', uploadedImage: '上传的图片' } },
    es: {
      name: 'Facturas de compra',
      menu: 'Facturas de compra',
      empty: 'No se encontraron facturas de venta.',
      fields: { vendorName: 'Nombre del proveedor', uploadedImage: 'Imagen subida' },
    },
    fr: {
      name: "Factures d'achat",
      menu: "Factures d'achat",
      empty: 'Aucune facture de vente trouvée.',
      fields: { vendorName: 'Nom du fournisseur', uploadedImage: 'Image téléversée' },
    },
    it: {
      name: 'Fatture di acquisto',
      menu: 'Fatture di acquisto',
      empty: 'Nessuna fattura di vendita trovata.',
      fields: { vendorName: 'Nome del fornitore', uploadedImage: 'Immagine caricata' },
    },
    ar: {
      name: 'فواتير المشتريات',
      menu: 'فواتير المشتريات',
      empty: 'لم يتم العثور على فواتير مبيعات.',
      fields: { vendorName: 'اسم المورد', uploadedImage: 'الصورة المرفوعة' },
    },
  },
);
