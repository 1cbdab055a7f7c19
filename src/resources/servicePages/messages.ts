import { defineResourceMessages } from '../messages';

/**
 * Service Pages list titles; fields, actions and editors are shared under resources.seoPages. As spec 002
 * words it, the Add button opens the 'Add NearMe Page' popup and View Service shows 'Near Me Values'.
 */
export default defineResourceMessages(
  {
    name: 'Service Pages',
    menu: 'Service Pages',
    empty: 'No Pages found.',
    add: 'Add New Service Pages',
    add_title: 'Add NearMe Page',
    create: 'Create Page',
    values_title: 'Near Me Values',
  },
  {
    zh: { name: '服务页面', menu: '服务页面', empty: '未找到页面。', add: '添加新的服务页面', add_title: '添加附近页面', create: '创建页面', values_title: '附近页面信息' },
    es: {
      name: 'Páginas de servicio',
      menu: 'Páginas de servicio',
      empty: 'No se encontraron páginas.',
      add: 'Añadir nuevas páginas de servicio',
      add_title: 'Añadir página «cerca de mí»',
      create: 'Crear página',
      values_title: 'Datos de «cerca de mí»',
    },
    fr: {
      name: 'Pages de service',
      menu: 'Pages de service',
      empty: 'Aucune page trouvée.',
      add: 'Ajouter des pages de service',
      add_title: 'Ajouter une page « à proximité »',
      create: 'Créer la page',
      values_title: 'Informations « à proximité »',
    },
    it: {
      name: 'Pagine dei servizi',
      menu: 'Pagine dei servizi',
      empty: 'Nessuna pagina trovata.',
      add: 'Aggiungi nuove pagine dei servizi',
      add_title: 'Aggiungi pagina «vicino a me»',
      create: 'Crea pagina',
      values_title: 'Dati «vicino a me»',
    },
    ar: {
      name: 'صفحات الخدمات',
      menu: 'صفحات الخدمات',
      empty: 'لم يتم العثور على صفحات.',
      add: 'إضافة صفحات خدمات جديدة',
      add_title: 'إضافة صفحة «بالقرب مني»',
      create: 'إنشاء الصفحة',
      values_title: 'بيانات «بالقرب مني»',
    },
  },
);
