import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Roles',
  menu: 'Roles',
  empty: 'No hay roles disponibles.',
  add: 'Añadir roles',
  edit: 'Editar rol',
  fields: { roleName: 'Nombre del rol', source: 'Portal', features: 'Funciones' },
  portal_locked: 'El portal queda fijado una vez elegido.',
  no_features: 'No hay funciones disponibles',
  validation: { roleName: 'Introduzca el nombre del rol', source: 'Seleccione el portal' },
  notifications: {
    added: 'Roles añadidos correctamente',
    updated: 'Roles actualizados correctamente',
    fetch_failed: 'Error al obtener los datos de la API',
  },
  status: { active: 'Activo', inactive: 'Inactivo', confirm: '¿Seguro que quiere poner este rol como %{status}?', changed: 'El rol ahora está %{status}' },
} satisfies Translation<typeof english>;
