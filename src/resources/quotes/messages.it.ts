import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Preventivi',
  menu: 'Preventivi',
  empty: 'Nessun preventivo trovato.',
  fields: { date: 'Data', name: 'Nome', phoneNumber: 'Telefono', email: 'E-mail', note: 'Nota', source: 'Origine', garageName: "Nome dell'officina", customerImage: 'Immagine cliente' },
  errors: { generic: 'Qualcosa è andato storto', export: 'Impossibile recuperare i dati' },
} satisfies Translation<typeof english>;
