/** English messages of the catalogue area, by resource key: `resources.<key>.*`. */
const messages = {
  category: {
    name: 'Category |||| Categories',
    menu: 'Category',
    add: 'Add Category',
    edit: 'Edit Category',
    empty: 'No categories available.',
    fields: {
      categoryImage: 'Category Image',
      categoryName: 'Category Name',
      categoryDescription: 'Description',
      vehicleType: 'Vehicle Type',
    },
    validation: { vehicleType: 'Please Select Vehicle Type', categoryName: 'Please Enter Category Name' },
    notifications: { added: 'Category Added Successfully', edited: 'Category Edited Successfully' },
    status: { confirm: 'Are you sure %{action} this Category?', changed: 'Category is now %{status}' },
  },
  services: {
    name: 'Service |||| Services',
    menu: 'Service',
    add: 'Add Service',
    edit: 'Edit Service',
    empty: 'No Services available.',
    fields: {
      serviceImage: 'Service Image',
      categoryName: 'Category Name',
      serviceName: 'Service Name',
      vehicleType: 'Vehicle Type',
      whatsIncluded: "What's Included",
    },
    whats_included_help:
      'Separate items with commas: each one is a new line in the customer and garage apps. The add and edit calls carry no such field: what is typed here is not saved.',
    validation: { categoryId: 'Please Enter Category Name', serviceName: 'Please Select Service Name' },
    notifications: { added: 'Service Added Successfully', edited: 'Service Edited Successfully' },
    status: { confirm: 'Are you sure %{action} this Service?', changed: 'Service is now %{status}' },
  },
};

export default messages;
