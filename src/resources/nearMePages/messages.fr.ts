import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'À proximité',
  menu: 'À proximité',
  empty: 'Aucune page trouvée.',
  add: 'Ajouter des pages « à proximité »',
  add_title: 'Ajouter une page « à proximité »',
  create: 'Créer la page',
  values_title: 'Informations « à proximité »',
} satisfies Translation<typeof english>;
