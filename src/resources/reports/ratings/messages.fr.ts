import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Notes et avis',
  menu: 'Notes et avis',
  empty: 'Aucune note trouvée.',
  no_rating: 'Aucune note.',
  delete: 'Supprimer le commentaire',
  delete_confirm: 'Voulez-vous vraiment supprimer ce commentaire ? « %{comment} »',
  stars: '%{rating} étoiles sur 5',
  fields: { '1star': '1 étoile', '2star': '2 étoiles', '3star': '3 étoiles', '4star': '4 étoiles', '5star': '5 étoiles', serviceRatings: 'Notes des services' },
  notifications: { deleted: 'Commentaire supprimé avec succès', delete_failed: "Le commentaire n'a pas pu être supprimé." },
} satisfies Translation<typeof english>;
