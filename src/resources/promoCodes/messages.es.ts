import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Códigos promocionales',
  menu: 'Códigos promocionales',
  empty: 'No hay registros disponibles.',
  add: 'Añadir código promocional',
  edit: 'Editar código promocional',
  fields: {
    promoCode: 'Código promocional',
    promoCodeType: 'Tipo',
    promoCodeValue: 'Valor',
    discount: 'Descuento (%)',
    value: 'Importe (₹)',
    startDate: 'Fecha de inicio',
    expiryDate: 'Fecha de caducidad',
  },
  types: { discount: 'Descuento', value: 'Importe fijo' },
  validation: {
    promoCode: 'Introduzca el código promocional',
    discount: 'El descuento debe estar entre 0% y 100%',
    value: 'El valor debe ser mayor o igual que 0',
    startDate: 'Seleccione la fecha de inicio',
    expiryDate: 'Seleccione la fecha de caducidad',
    expiry_before_start: 'La fecha de caducidad no puede ser anterior a la de inicio',
  },
  notifications: {
    added: 'Código promocional añadido correctamente',
    updated: 'Código promocional actualizado correctamente',
    failed: 'Error al añadir el código promocional',
  },
  status: {
    active: 'Activo',
    inactive: 'Inactivo',
    expired: 'Caducado',
    confirm: '¿Seguro que quiere poner este código promocional como %{status}?',
    confirm_expired: 'El código %{code} ha caducado. ¿Marcarlo como caducado?',
    changed: 'El código promocional ahora está %{status}',
  },
} satisfies Translation<typeof english>;
