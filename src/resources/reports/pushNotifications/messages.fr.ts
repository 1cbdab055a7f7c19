import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Notifications push',
  menu: 'Notifications push',
  empty: 'Aucune notification trouvée.',
  add: 'Ajouter une notification push',
  state_first: "Choisissez d'abord un État",
  garages_help: 'Garages correspondants : %{count}',
  fields: {
    image: 'Image',
    state: 'État',
    location: 'Lieu',
    cities: 'Villes',
    vehicleType: 'Type de véhicule',
    businessType: "Type d'activité",
    garages: 'Garages',
    title: 'Titre',
    content: 'Contenu',
    reads: 'Lectures',
    click: 'Clics',
  },
  status: { sent: 'Envoi réussi', failed: 'Échec de l’envoi' },
  notifications: {
    added: 'Notification ajoutée avec succès',
    no_garages: 'Aucun garage ne correspond aux critères indiqués',
    no_tokens: 'Aucun jeton d’appareil ne correspond aux critères indiqués',
    failed: "Erreur lors de l'ajout de la notification",
  },
} satisfies Translation<typeof english>;
