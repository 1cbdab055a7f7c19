import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: "Demande d'abonnement",
  menu: "Demandes d'abonnement",
  empty: 'Aucune demande de garage trouvée.',
  fields: {
    createdAt: 'Date',
    name: 'Nom du propriétaire',
    garage: 'Nom du garage',
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    state: 'État',
    city: 'Ville',
    plan: 'Formule',
    feature: 'Fonctionnalités',
    query: 'Question',
    status: 'Statut',
  },
  details: { title: 'Détails de la demande du garage', open: 'Détails de la demande de %{name}' },
} satisfies Translation<typeof english>;
