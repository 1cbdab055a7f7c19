import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Richiesta di abbonamento',
  menu: 'Richieste di abbonamento',
  empty: 'Nessuna richiesta di officine trovata.',
  fields: {
    createdAt: 'Data',
    name: 'Nome del titolare',
    garage: "Nome dell'officina",
    phone: 'Telefono',
    email: 'E-mail',
    address: 'Indirizzo',
    state: 'Stato',
    city: 'Città',
    plan: 'Piano',
    feature: 'Funzioni',
    query: 'Domanda',
    status: 'Stato della richiesta',
  },
  details: { title: "Dettagli della richiesta dell'officina", open: 'Dettagli della richiesta di %{name}' },
} satisfies Translation<typeof english>;
