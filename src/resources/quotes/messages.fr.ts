import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Devis',
  menu: 'Devis',
  empty: 'Aucun devis trouvé.',
  fields: { date: 'Date', name: 'Nom', phoneNumber: 'Téléphone', email: 'E-mail', note: 'Remarque', source: 'Origine', garageName: 'Nom du garage', customerImage: 'Image du client' },
  errors: { generic: "Une erreur s'est produite", export: 'Impossible de récupérer les données' },
} satisfies Translation<typeof english>;
