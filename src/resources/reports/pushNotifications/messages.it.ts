import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Notifiche push',
  menu: 'Notifiche push',
  empty: 'Nessuna notifica trovata.',
  add: 'Aggiungi notifica push',
  state_first: 'Scegli prima uno stato',
  garages_help: 'Officine corrispondenti: %{count}',
  fields: {
    image: 'Immagine',
    state: 'Stato',
    location: 'Località',
    cities: 'Città',
    vehicleType: 'Tipo di veicolo',
    businessType: 'Tipo di attività',
    garages: 'Officine',
    title: 'Titolo',
    content: 'Contenuto',
    reads: 'Letture',
    click: 'Clic',
  },
  status: { sent: 'Invio riuscito', failed: 'Invio non riuscito' },
  notifications: {
    added: 'Notifica aggiunta correttamente',
    no_garages: 'Nessuna officina trovata per i criteri indicati',
    no_tokens: 'Nessun token del dispositivo trovato per i criteri indicati',
    failed: "Errore durante l'aggiunta della notifica",
  },
} satisfies Translation<typeof english>;
