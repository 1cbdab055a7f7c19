import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Funciones',
  menu: 'Funciones',
  empty: 'No hay registros disponibles.',
  add: 'Añadir función',
  edit: 'Editar función',
  expired: 'Caducada',
  fields: { featureName: 'Nombre de la función', endPoint: 'Ruta', source: 'Origen', icon: 'Icono', expiryDate: 'Fecha de caducidad' },
  icons: { 'auth-screen': 'Pantalla de acceso', dasbhoard: 'Panel', crypto: 'Cripto', 'listing-dbrd': 'Listado' },
  endPoint_help: 'Sin espacios. Elija una pantalla de la consola o escriba su ruta.',
  endPoint_unknown: 'Ninguna pantalla de la consola se abre en esta ruta para este portal.',
  validation: {
    featureName: 'Introduzca el nombre de la función',
    endPoint: 'Introduzca la ruta',
    endPoint_spaces: 'No use espacios',
    source: 'Seleccione el origen',
    icon: 'Seleccione el icono',
  },
  notifications: {
    added: 'Función añadida correctamente',
    add_failed: 'Error al añadir la función',
    updated: 'Función actualizada correctamente',
    update_failed: 'Error al actualizar las funciones',
  },
  status: { active: 'Activo', inactive: 'Inactivo', confirm: '¿Seguro que quiere poner esta función como %{status}?', changed: 'La función ahora está %{status}' },
} satisfies Translation<typeof english>;
