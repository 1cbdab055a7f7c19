import { defineResourceMessages } from '../messages';

export default defineResourceMessages(
  {
    name: 'Quotes',
    menu: 'Quotes',
    empty: 'No Quotes found.',
    fields: {
      date: 'Date',
      name: 'Name',
      phoneNumber: 'Phone Number',
      email: 'E-mail',
      note: 'Note',
      source: 'Source',
      garageName: 'Garage Name',
      customerImage: 'Customer Image',
    },
    errors: { generic: 'Something went wrong', export: 'Failed to fetch data' },
  },
  {
    zh: {
      name: '报价',
      menu: '报价',
      empty: '未找到报价。',
      fields: { date: '日期', name: '姓名', phoneNumber: '电话号码', email: '电子邮件', note: '备注', source: '来源', garageName: '车行名称', customerImage: '客户头像' },
      errors: { generic: '出了点问题', export: '获取数据失败' },
    },
    es: {
      name: 'Presupuestos',
      menu: 'Presupuestos',
      empty: 'No se encontraron presupuestos.',
      fields: { date: 'Fecha', name: 'Nombre', phoneNumber: 'Teléfono', email: 'Correo electrónico', note: 'Nota', source: 'Origen', garageName: 'Nombre del taller', customerImage: 'Imagen del cliente' },
      errors: { generic: 'Algo salió mal', export: 'No se pudieron obtener los datos' },
    },
    fr: {
      name: 'Devis',
      menu: 'Devis',
      empty: 'Aucun devis trouvé.',
      fields: { date: 'Date', name: 'Nom', phoneNumber: 'Téléphone', email: 'E-mail', note: 'Remarque', source: 'Origine', garageName: 'Nom du garage', customerImage: 'Image du client' },
      errors: { generic: "Une erreur s'est produite", export: 'Impossible de récupérer les données' },
    },
    it: {
      name: 'Preventivi',
      menu: 'Preventivi',
      empty: 'Nessun preventivo trovato.',
      fields: { date: 'Data', name: 'Nome', phoneNumber: 'Telefono', email: 'E-mail', note: 'Nota', source: 'Origine', garageName: "Nome dell'officina", customerImage: 'Immagine cliente' },
      errors: { generic: 'Qualcosa è andato storto', export: 'Impossibile recuperare i dati' },
    },
    ar: {
      name: 'عروض الأسعار',
      menu: 'عروض الأسعار',
      empty: 'لم يتم العثور على عروض أسعار.',
      fields: { date: 'التاريخ', name: 'الاسم', phoneNumber: 'رقم الهاتف', email: 'البريد الإلكتروني', note: 'ملاحظة', source: 'المصدر', garageName: 'اسم الورشة', customerImage: 'صورة العميل' },
      errors: { generic: 'حدث خطأ ما', export: 'تعذر جلب البيانات' },
    },
  },
);
