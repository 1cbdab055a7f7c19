import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Presupuestos',
  menu: 'Presupuestos',
  empty: 'No se encontraron presupuestos.',
  fields: { date: 'Fecha', name: 'Nombre', phoneNumber: 'Teléfono', email: 'Correo electrónico', note: 'Nota', source: 'Origen', garageName: 'Nombre del taller', customerImage: 'Imagen del cliente' },
  errors: { generic: 'Algo salió mal', export: 'No se pudieron obtener los datos' },
} satisfies Translation<typeof english>;
