import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Páginas de servicio',
  menu: 'Páginas de servicio',
  empty: 'No se encontraron páginas.',
  add: 'Añadir nuevas páginas de servicio',
  add_title: 'Añadir página «cerca de mí»',
  create: 'Crear página',
  values_title: 'Datos de «cerca de mí»',
} satisfies Translation<typeof english>;
