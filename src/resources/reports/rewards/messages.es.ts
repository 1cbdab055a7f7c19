import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Monedas de reembolso',
  menu: 'Monedas de reembolso',
  empty: 'No se encontraron recompensas.',
  fields: { currentPoints: 'Puntos actuales', utilizedCoins: 'Monedas usadas', TotalCoins: 'Monedas totales' },
} satisfies Translation<typeof english>;
