export const key = 'nearMePages';

/** Near Me list titles; fields, actions and editors are shared under resources.seoPages. */
export default {
  name: 'Near Me',
  menu: 'Near Me',
  empty: 'No Pages found.',
  add: 'Add New NearMe Pages',
  add_title: 'Add NearMe Page',
  create: 'Create Page',
  values_title: 'Near Me Values',
};
