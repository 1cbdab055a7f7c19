import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Pagine dei servizi',
  menu: 'Pagine dei servizi',
  empty: 'Nessuna pagina trovata.',
  add: 'Aggiungi nuove pagine dei servizi',
  add_title: 'Aggiungi pagina «vicino a me»',
  create: 'Crea pagina',
  values_title: 'Dati «vicino a me»',
} satisfies Translation<typeof english>;
