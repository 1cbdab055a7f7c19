import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Usuarios',
  menu: 'Usuarios',
  empty: 'No se encontraron usuarios.',
  fields: { date: 'Fecha', name: 'Nombre', phoneNumber: 'Teléfono', email: 'Correo electrónico', state: 'Estado', city: 'Ciudad', gender: 'Género', dateOfBirth: 'Fecha de nacimiento', image: 'Imagen', verification: 'Verificación' },
  gender: { Male: 'Hombre', Female: 'Mujer', Other: 'Otro' },
  verified: 'Verificado',
  not_verified: 'No verificado',
  errors: { generic: 'Algo salió mal', export: 'No se pudieron obtener los datos' },
} satisfies Translation<typeof english>;
