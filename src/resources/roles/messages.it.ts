import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Ruoli',
  menu: 'Ruoli',
  empty: 'Nessun ruolo disponibile.',
  add: 'Aggiungi ruoli',
  edit: 'Modifica ruolo',
  fields: { roleName: 'Nome del ruolo', source: 'Portale', features: 'Funzionalità' },
  portal_locked: 'Il portale resta fisso una volta scelto.',
  no_features: 'Nessuna funzionalità disponibile',
  validation: { roleName: 'Inserisci il nome del ruolo', source: 'Seleziona il portale' },
  notifications: {
    added: 'Ruoli aggiunti correttamente',
    updated: 'Ruoli aggiornati correttamente',
    fetch_failed: "Errore nel recupero dei dati dall'API",
  },
  status: { active: 'Attivo', inactive: 'Inattivo', confirm: 'Vuoi davvero rendere questo ruolo %{status}?', changed: 'Il ruolo ora è %{status}' },
} satisfies Translation<typeof english>;
