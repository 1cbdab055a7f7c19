import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Liste des sous-administrateurs',
  menu: 'Liste des sous-administrateurs',
  empty: 'Aucun enregistrement disponible.',
  add: 'Ajouter un sous-administrateur',
  edit: 'Modifier le sous-administrateur',
  fields: { userId: 'ID du sous-administrateur', name: 'Nom', email: 'E-mail', role: 'Rôle', createdAt: 'Date de création' },
  validation: {
    name: 'Veuillez saisir le nom du sous-administrateur !',
    email: 'Veuillez saisir votre e-mail !',
    email_invalid: "L'e-mail n'est pas valide !",
    roleId: 'Veuillez choisir un rôle',
  },
  notifications: {
    created: 'Sous-administrateur créé avec succès',
    updated: 'Sous-administrateur mis à jour avec succès',
    exists: 'Un sous-administrateur avec ces informations existe déjà',
  },
  status: { active: 'Actif', inactive: 'Inactif', confirm: 'Voulez-vous vraiment rendre ce sous-administrateur %{status} ?', changed: 'Statut modifié avec succès' },
} satisfies Translation<typeof english>;
