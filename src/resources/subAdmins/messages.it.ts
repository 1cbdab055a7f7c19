import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Elenco sub-amministratori',
  menu: 'Elenco sub-amministratori',
  empty: 'Nessun record disponibile.',
  add: 'Aggiungi sub-amministratore',
  edit: 'Modifica sub-amministratore',
  fields: { userId: 'ID sub-amministratore', name: 'Nome', email: 'E-mail', role: 'Ruolo', createdAt: 'Data di creazione' },
  validation: {
    name: 'Inserisci il nome del sub-amministratore!',
    email: 'Inserisci la tua e-mail!',
    email_invalid: "L'e-mail non è valida!",
    roleId: 'Seleziona un ruolo',
  },
  notifications: {
    created: 'Sub-amministratore creato correttamente',
    updated: 'Sub-amministratore aggiornato correttamente',
    exists: 'Esiste già un sub-amministratore con questi dati',
  },
  status: { active: 'Attivo', inactive: 'Inattivo', confirm: 'Vuoi davvero rendere questo sub-amministratore %{status}?', changed: 'Stato modificato correttamente' },
} satisfies Translation<typeof english>;
