import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Cerca de mí',
  menu: 'Cerca de mí',
  empty: 'No se encontraron páginas.',
  add: 'Añadir nuevas páginas «cerca de mí»',
  add_title: 'Añadir página «cerca de mí»',
  create: 'Crear página',
  values_title: 'Datos de «cerca de mí»',
} satisfies Translation<typeof english>;
