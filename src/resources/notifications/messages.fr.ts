import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Notifications',
  menu: 'Notifications',
  empty: 'Aucun enregistrement disponible.',
  send: 'Envoyer une notification',
  under_working_title: 'En cours de développement.',
  under_working: "Cet écran n'est pas encore relié à un serveur : les lignes sont des exemples et rien n'est envoyé à personne.",
  not_sent: "Non envoyée : les notifications sont en cours de développement et ne sont reliées à aucun serveur.",
  fields: { title: 'Titre de la notification', description: 'Description', sendTo: 'Envoyer à', recipient: 'Destinataire' },
  send_to: { customer: 'Client', Garage: 'Garage', Multiple: 'Plusieurs' },
  validation: { title: 'Veuillez saisir le titre de la notification', recipient: 'Veuillez choisir le destinataire' },
} satisfies Translation<typeof english>;
