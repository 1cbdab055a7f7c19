import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Valoraciones y reseñas',
  menu: 'Valoraciones y reseñas',
  empty: 'No se encontraron valoraciones.',
  no_rating: 'No hay valoraciones.',
  delete: 'Eliminar comentario',
  delete_confirm: '¿Seguro que quiere eliminar este comentario? «%{comment}»',
  stars: '%{rating} de 5 estrellas',
  fields: { '1star': '1 estrella', '2star': '2 estrellas', '3star': '3 estrellas', '4star': '4 estrellas', '5star': '5 estrellas', serviceRatings: 'Valoración de servicios' },
  notifications: { deleted: 'Comentario eliminado correctamente', delete_failed: 'No se pudo eliminar el comentario.' },
} satisfies Translation<typeof english>;
