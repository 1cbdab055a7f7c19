import { defineResourceMessages } from '../messages';

/** Near Me list titles; fields, actions and editors are shared under resources.seoPages. */
export default defineResourceMessages(
  {
    name: 'Near Me',
    menu: 'Near Me',
    empty: 'No Pages found.',
    add: 'Add New NearMe Pages',
    add_title: 'Add NearMe Page',
    create: 'Create Page',
    values_title: 'Near Me Values',
  },
  {
    zh: { name: '附近', menu: '附近', empty: '未找到页面。', add: '添加新的附近页面', add_title: '添加附近页面', create: '创建页面', values_title: '附近页面信息' },
    es: {
      name: 'Cerca de mí',
      menu: 'Cerca de mí',
      empty: 'No se encontraron páginas.',
      add: 'Añadir nuevas páginas «cerca de mí»',
      add_title: 'Añadir página «cerca de mí»',
      create: 'Crear página',
      values_title: 'Datos de «cerca de mí»',
    },
    fr: {
      name: 'À proximité',
      menu: 'À proximité',
      empty: 'Aucune page trouvée.',
      add: 'Ajouter des pages « à proximité »',
      add_title: 'Ajouter une page « à proximité »',
      create: 'Créer la page',
      values_title: 'Informations « à proximité »',
    },
    it: {
      name: 'Vicino a me',
      menu: 'Vicino a me',
      empty: 'Nessuna pagina trovata.',
      add: 'Aggiungi nuove pagine «vicino a me»',
      add_title: 'Aggiungi pagina «vicino a me»',
      create: 'Crea pagina',
      values_title: 'Dati «vicino a me»',
    },
    ar: {
      name: 'بالقرب مني',
      menu: 'بالقرب مني',
      empty: 'لم يتم العثور على صفحات.',
      add: 'إضافة صفحات «بالقرب مني» جديدة',
      add_title: 'إضافة صفحة «بالقرب مني»',
      create: 'إنشاء الصفحة',
      values_title: 'بيانات «بالقرب مني»',
    },
  },
);
