import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Utenti',
  menu: 'Utenti',
  empty: 'Nessun utente trovato.',
  fields: { date: 'Data', name: 'Nome', phoneNumber: 'Telefono', email: 'E-mail', state: 'Stato', city: 'Città', gender: 'Genere', dateOfBirth: 'Data di nascita', image: 'Immagine', verification: 'Verifica' },
  gender: { Male: 'Uomo', Female: 'Donna', Other: 'Altro' },
  verified: 'Verificato',
  not_verified: 'Non verificato',
  errors: { generic: 'Qualcosa è andato storto', export: 'Impossibile recuperare i dati' },
} satisfies Translation<typeof english>;
