import { defineResourceMessages } from '../messages';

export default defineResourceMessages(
  {
    name: 'Approve Garage',
    menu: 'Approve Garage',
    empty: 'No garages to display.',
    approve: 'Approve',
    confirm: 'Are you sure Approve this Garage?',
    approved: 'Approve Success',
    failed: 'The garage could not be approved.',
  },
  {
    zh: { name: '审核车行', menu: '审核车行', empty: '没有可显示的车行。', approve: '批准', confirm: '确定要批准此车行吗？', approved: '批准成功', failed: '无法批准该车行。' },
    es: {
      name: 'Aprobar taller',
      menu: 'Aprobar taller',
      empty: 'No hay talleres que mostrar.',
      approve: 'Aprobar',
      confirm: '¿Seguro que desea aprobar este taller?',
      approved: 'Aprobación correcta',
      failed: 'No se pudo aprobar el taller.',
    },
    fr: {
      name: 'Approuver les garages',
      menu: 'Approuver les garages',
      empty: 'Aucun garage à afficher.',
      approve: 'Approuver',
      confirm: 'Voulez-vous vraiment approuver ce garage ?',
      approved: 'Approbation réussie',
      failed: 'Le garage n’a pas pu être approuvé.',
    },
    it: {
      name: 'Approva officine',
      menu: 'Approva officine',
      empty: 'Nessuna officina da mostrare.',
      approve: 'Approva',
      confirm: 'Vuoi davvero approvare questa officina?',
      approved: 'Approvazione riuscita',
      failed: 'Impossibile approvare l’officina.',
    },
    ar: {
      name: 'اعتماد الورش',
      menu: 'اعتماد الورش',
      empty: 'لا توجد ورش لعرضها.',
      approve: 'اعتماد',
      confirm: 'هل أنت متأكد من اعتماد هذه الورشة؟',
      approved: 'تم الاعتماد بنجاح',
      failed: 'تعذّر اعتماد الورشة.',
    },
  },
);
