import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Vicino a me',
  menu: 'Vicino a me',
  empty: 'Nessuna pagina trovata.',
  add: 'Aggiungi nuove pagine «vicino a me»',
  add_title: 'Aggiungi pagina «vicino a me»',
  create: 'Crea pagina',
  values_title: 'Dati «vicino a me»',
} satisfies Translation<typeof english>;
