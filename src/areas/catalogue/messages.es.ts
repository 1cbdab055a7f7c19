import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  category: {
    name: 'Categoría |||| Categorías',
    menu: 'Categorías',
    add: 'Añadir categoría',
    edit: 'Editar categoría',
    empty: 'No hay categorías disponibles.',
    fields: {
      categoryImage: 'Imagen de la categoría',
      categoryName: 'Nombre de la categoría',
      categoryDescription: 'Descripción',
      vehicleType: 'Tipo de vehículo',
    },
    validation: { vehicleType: 'Seleccione el tipo de vehículo', categoryName: 'Introduzca el nombre de la categoría' },
    notifications: { added: 'Categoría añadida correctamente', edited: 'Categoría editada correctamente' },
    status: { confirm: '¿Está seguro de que desea %{action} esta categoría?', changed: 'El estado de la categoría ahora es «%{status}»' },
  },
  services: {
    name: 'Servicio |||| Servicios',
    menu: 'Servicios',
    add: 'Añadir servicio',
    edit: 'Editar servicio',
    empty: 'No hay servicios disponibles.',
    fields: {
      serviceImage: 'Imagen del servicio',
      categoryName: 'Nombre de la categoría',
      serviceName: 'Nombre del servicio',
      vehicleType: 'Tipo de vehículo',
      whatsIncluded: 'Qué incluye',
    },
    whats_included_help:
      'Separe los elementos con comas: cada uno aparece en una línea nueva en las aplicaciones de clientes y de talleres. Las llamadas de alta y edición no llevan este campo: lo que se escribe aquí no se guarda.',
    validation: { categoryId: 'Introduzca el nombre de la categoría', serviceName: 'Seleccione el nombre del servicio' },
    notifications: { added: 'Servicio añadido correctamente', edited: 'Servicio editado correctamente' },
    status: { confirm: '¿Está seguro de que desea %{action} este servicio?', changed: 'El estado del servicio ahora es «%{status}»' },
  },
} satisfies Translation<typeof english>;
