import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Valutazioni e recensioni',
  menu: 'Valutazioni e recensioni',
  empty: 'Nessuna valutazione trovata.',
  no_rating: 'Nessuna valutazione.',
  delete: 'Elimina commento',
  delete_confirm: 'Eliminare davvero questo commento? «%{comment}»',
  stars: '%{rating} stelle su 5',
  fields: { '1star': '1 stella', '2star': '2 stelle', '3star': '3 stelle', '4star': '4 stelle', '5star': '5 stelle', serviceRatings: 'Valutazioni dei servizi' },
  notifications: { deleted: 'Commento eliminato correttamente', delete_failed: 'Impossibile eliminare il commento.' },
} satisfies Translation<typeof english>;
