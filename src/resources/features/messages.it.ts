import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Funzionalità',
  menu: 'Funzionalità',
  empty: 'Nessun record disponibile.',
  add: 'Aggiungi funzionalità',
  edit: 'Modifica funzionalità',
  expired: 'Scaduta',
  fields: { featureName: 'Nome funzionalità', endPoint: 'Percorso', source: 'Origine', icon: 'Icona', expiryDate: 'Data di scadenza' },
  icons: { 'auth-screen': 'Schermata di accesso', dasbhoard: 'Pannello', crypto: 'Cripto', 'listing-dbrd': 'Elenco' },
  endPoint_help: 'Niente spazi. Scegli una schermata della console o scrivi il suo percorso.',
  endPoint_unknown: 'Nessuna schermata della console si apre a questo percorso per questo portale.',
  validation: {
    featureName: 'Inserisci il nome della funzionalità',
    endPoint: 'Inserisci il percorso',
    endPoint_spaces: 'Non usare spazi',
    source: "Seleziona l'origine",
    icon: "Seleziona l'icona",
  },
  notifications: {
    added: 'Funzionalità aggiunta correttamente',
    add_failed: "Errore durante l'aggiunta della funzionalità",
    updated: 'Funzionalità aggiornata correttamente',
    update_failed: "Errore durante l'aggiornamento delle funzionalità",
  },
  status: { active: 'Attivo', inactive: 'Inattivo', confirm: 'Vuoi davvero rendere questa funzionalità %{status}?', changed: 'La funzionalità ora è %{status}' },
} satisfies Translation<typeof english>;
