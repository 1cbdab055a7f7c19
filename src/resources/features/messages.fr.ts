import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Fonctionnalités',
  menu: 'Fonctionnalités',
  empty: 'Aucun enregistrement disponible.',
  add: 'Ajouter une fonctionnalité',
  edit: 'Modifier la fonctionnalité',
  expired: 'Expirée',
  fields: { featureName: 'Nom de la fonctionnalité', endPoint: 'Chemin', source: 'Source', icon: 'Icône', expiryDate: "Date d'expiration" },
  icons: { 'auth-screen': "Écran d'accès", dasbhoard: 'Tableau de bord', crypto: 'Crypto', 'listing-dbrd': 'Liste' },
  endPoint_help: "Pas d'espaces. Choisissez un écran de la console ou saisissez son chemin.",
  endPoint_unknown: "Aucun écran de la console ne s'ouvre à ce chemin pour ce portail.",
  validation: {
    featureName: 'Veuillez saisir le nom de la fonctionnalité',
    endPoint: 'Veuillez saisir le chemin',
    endPoint_spaces: "N'utilisez pas d'espaces",
    source: 'Veuillez choisir la source',
    icon: "Veuillez choisir l'icône",
  },
  notifications: {
    added: 'Fonctionnalité ajoutée avec succès',
    add_failed: "Erreur lors de l'ajout de la fonctionnalité",
    updated: 'Fonctionnalité mise à jour avec succès',
    update_failed: 'Erreur lors de la mise à jour des fonctionnalités',
  },
  status: { active: 'Actif', inactive: 'Inactif', confirm: 'Voulez-vous vraiment rendre cette fonctionnalité %{status} ?', changed: 'La fonctionnalité est maintenant %{status}' },
} satisfies Translation<typeof english>;
