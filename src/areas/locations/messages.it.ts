import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  states: {
    name: 'Stato |||| Stati',
    menu: 'Stati',
    empty: 'Nessuno stato disponibile.',
    fields: { stateName: 'Stato', iso2: 'Sigla' },
  },
  cities: {
    name: 'Città |||| Città',
    menu: 'Città',
    add: 'Aggiungi città',
    empty: 'Nessuna città disponibile.',
    choose_first: 'Scegli uno stato per vederne le città.',
    tier_edit: 'Modifica fascia',
    fields: { cityName: 'Nome della città', tier: 'Fascia', state: 'Stato' },
    validation: { stateId: 'Seleziona lo stato', cityName: 'Seleziona la città' },
    notifications: { added: 'Città aggiunta correttamente', tier_updated: 'Fascia aggiornata correttamente' },
    status: { confirm: 'Sei sicuro di voler %{action} questa città?', changed: 'Stato aggiornato correttamente' },
  },
} satisfies Translation<typeof english>;
