export const key = 'servicePages';

/**
 * Service Pages list titles; fields, actions and editors are shared under resources.seoPages. As spec 002
 * words it, the Add button opens the 'Add NearMe Page' popup and View Service shows 'Near Me Values'.
 */
export default {
  name: 'Service Pages',
  menu: 'Service Pages',
  empty: 'No Pages found.',
  add: 'Add New Service Pages',
  add_title: 'Add NearMe Page',
  create: 'Create Page',
  values_title: 'Near Me Values',
};
