import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Utilisateurs',
  menu: 'Utilisateurs',
  empty: 'Aucun utilisateur trouvé.',
  fields: { date: 'Date', name: 'Nom', phoneNumber: 'Téléphone', email: 'E-mail', state: 'État', city: 'Ville', gender: 'Genre', dateOfBirth: 'Date de naissance', image: 'Image', verification: 'Vérification' },
  gender: { Male: 'Homme', Female: 'Femme', Other: 'Autre' },
  verified: 'Vérifié',
  not_verified: 'Non vérifié',
  errors: { generic: "Une erreur s'est produite", export: 'Impossible de récupérer les données' },
} satisfies Translation<typeof english>;
