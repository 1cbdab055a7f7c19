import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Lista de subadministradores',
  menu: 'Lista de subadministradores',
  empty: 'No hay registros disponibles.',
  add: 'Añadir subadministrador',
  edit: 'Editar subadministrador',
  fields: { userId: 'ID de subadministrador', name: 'Nombre', email: 'Correo electrónico', role: 'Rol', createdAt: 'Fecha de creación' },
  validation: {
    name: '¡Introduzca el nombre del subadministrador!',
    email: '¡Introduzca su correo electrónico!',
    email_invalid: '¡El correo electrónico no es válido!',
    roleId: 'Seleccione un rol',
  },
  notifications: {
    created: 'Subadministrador creado correctamente',
    updated: 'Subadministrador actualizado correctamente',
    exists: 'Ya existe un subadministrador con estos datos',
  },
  status: { active: 'Activo', inactive: 'Inactivo', confirm: '¿Seguro que quiere poner este subadministrador como %{status}?', changed: 'Estado cambiado correctamente' },
} satisfies Translation<typeof english>;
