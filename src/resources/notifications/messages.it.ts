import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Notifiche',
  menu: 'Notifiche',
  empty: 'Nessun record disponibile.',
  send: 'Invia notifica',
  under_working_title: 'In lavorazione.',
  under_working: 'Questa schermata non è ancora collegata a un server: le righe sono esempi e non viene inviato nulla a nessuno.',
  not_sent: 'Non inviata: le notifiche sono in lavorazione e non collegate a un server.',
  fields: { title: 'Titolo della notifica', description: 'Descrizione', sendTo: 'Invia a', recipient: 'Destinatario' },
  send_to: { customer: 'Cliente', Garage: 'Officina', Multiple: 'Più destinatari' },
  validation: { title: 'Inserisci il titolo della notifica', recipient: 'Seleziona il destinatario' },
} satisfies Translation<typeof english>;
