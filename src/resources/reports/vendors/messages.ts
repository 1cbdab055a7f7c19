import { defineResourceMessages } from '../../messages';

export default defineResourceMessages(
  {
    name: 'Vendors',
    menu: 'Vendors',
    empty: 'No Sale Invoice List found.',
    fields: { image: 'Image', vendorName: 'Vendor Name', due: 'Due', paid: 'Paid' },
  },
  {
    zh: { name: '供应商', menu: '供应商', empty: '未找到销售发票。', fields: { image: '图片', vendorName: '供应商名称', due: '应付', paid: '已付' } },
    es: {
      name: 'Proveedores',
      menu: 'Proveedores',
      empty: 'No se encontraron facturas de venta.',
      fields: { image: 'Imagen', vendorName: 'Nombre del proveedor', due: 'Pendiente', paid: 'Pagado' },
    },
    fr: {
      name: 'Fournisseurs',
      menu: 'Fournisseurs',
      empty: 'Aucune facture de vente trouvée.',
      fields: { image: 'Image', vendorName: 'Nom du fournisseur', due: 'Dû', paid: 'Payé' },
    },
    it: {
      name: 'Fornitori',
      menu: 'Fornitori',
      empty: 'Nessuna fattura di vendita trovata.',
      fields: { image: 'Immagine', vendorName: 'Nome del fornitore', due: 'Da pagare', paid: 'Pagato' },
    },
    ar: {
      name: 'الموردون',
      menu: 'الموردون',
      empty: 'لم يتم العثور على فواتير مبيعات.',
      fields: { image: 'الصورة', vendorName: 'اسم المورد', due: 'المستحق', paid: 'المدفوع' },
    },
  },
);
