import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Pages de service',
  menu: 'Pages de service',
  empty: 'Aucune page trouvée.',
  add: 'Ajouter des pages de service',
  add_title: 'Ajouter une page « à proximité »',
  create: 'Créer la page',
  values_title: 'Informations « à proximité »',
} satisfies Translation<typeof english>;
