import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Monete cashback',
  menu: 'Monete cashback',
  empty: 'Nessuna ricompensa trovata.',
  fields: { currentPoints: 'Punti attuali', utilizedCoins: 'Monete utilizzate', TotalCoins: 'Monete totali' },
} satisfies Translation<typeof english>;
