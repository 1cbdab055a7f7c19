import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Pièces de cashback',
  menu: 'Pièces de cashback',
  empty: 'Aucune récompense trouvée.',
  fields: { currentPoints: 'Points actuels', utilizedCoins: 'Pièces utilisées', TotalCoins: 'Total des pièces' },
} satisfies Translation<typeof english>;
