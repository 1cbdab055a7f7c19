import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Rôles',
  menu: 'Rôles',
  empty: 'Aucun rôle disponible.',
  add: 'Ajouter des rôles',
  edit: 'Modifier le rôle',
  fields: { roleName: 'Nom du rôle', source: 'Portail', features: 'Fonctionnalités' },
  portal_locked: 'Le portail est figé une fois choisi.',
  no_features: 'Aucune fonctionnalité disponible',
  validation: { roleName: 'Veuillez saisir le nom du rôle', source: 'Veuillez choisir le portail' },
  notifications: {
    added: 'Rôles ajoutés avec succès',
    updated: 'Rôles mis à jour avec succès',
    fetch_failed: "Erreur lors de la récupération des données de l'API",
  },
  status: { active: 'Actif', inactive: 'Inactif', confirm: 'Voulez-vous vraiment rendre ce rôle %{status} ?', changed: 'Le rôle est maintenant %{status}' },
} satisfies Translation<typeof english>;
