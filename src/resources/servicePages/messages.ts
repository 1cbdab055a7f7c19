import { defineResourceMessages } from '../messages';

/** Service Pages list titles; fields, actions and editors are shared under resources.seoPages. */
export default defineResourceMessages(
  {
    name: 'Service Pages',
    menu: 'Service Pages',
    empty: 'No Pages found.',
    add: 'Add New Service Pages',
    add_title: 'Add Service Page',
    create: 'Create Page',
    values_title: 'Service Page Values',
  },
  {
    zh: { name: '服务页面', menu: '服务页面', empty: '未找到页面。', add: '添加新的服务页面', add_title: '添加服务页面', create: '创建页面', values_title: '服务页面信息' },
    es: {
      name: 'Páginas de servicio',
      menu: 'Páginas de servicio',
      empty: 'No se encontraron páginas.',
      add: 'Añadir nuevas páginas de servicio',
      add_title: 'Añadir página de servicio',
      create: 'Crear página',
      values_title: 'Datos de la página de servicio',
    },
    fr: {
      name: 'Pages de service',
      menu: 'Pages de service',
      empty: 'Aucune page trouvée.',
      add: 'Ajouter des pages de service',
      add_title: 'Ajouter une page de service',
      create: 'Créer la page',
      values_title: 'Informations de la page de service',
    },
    it: {
      name: 'Pagine dei servizi',
      menu: 'Pagine dei servizi',
      empty: 'Nessuna pagina trovata.',
      add: 'Aggiungi nuove pagine dei servizi',
      add_title: 'Aggiungi pagina di servizio',
      create: 'Crea pagina',
      values_title: 'Dati della pagina di servizio',
    },
    ar: {
      name: 'صفحات الخدمات',
      menu: 'صفحات الخدمات',
      empty: 'لم يتم العثور على صفحات.',
      add: 'إضافة صفحات خدمات جديدة',
      add_title: 'إضافة صفحة خدمة',
      create: 'إنشاء الصفحة',
      values_title: 'بيانات صفحة الخدمة',
    },
  },
);
