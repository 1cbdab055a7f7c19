import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  states: {
    name: 'État |||| États',
    menu: 'États',
    empty: 'Aucun État disponible.',
    fields: { stateName: 'État', iso2: 'Nom abrégé' },
  },
  cities: {
    name: 'Ville |||| Villes',
    menu: 'Villes',
    add: 'Ajouter une ville',
    empty: 'Aucune ville disponible.',
    choose_first: 'Choisissez un État pour voir ses villes.',
    tier_edit: 'Modifier le niveau',
    fields: { cityName: 'Nom de la ville', tier: 'Niveau', state: 'État' },
    validation: { stateId: 'Veuillez sélectionner un État', cityName: 'Veuillez sélectionner une ville' },
    notifications: { added: 'Ville ajoutée avec succès', tier_updated: 'Niveau mis à jour avec succès' },
    status: { confirm: 'Voulez-vous vraiment %{action} cette ville ?', changed: 'Statut mis à jour avec succès' },
  },
} satisfies Translation<typeof english>;
