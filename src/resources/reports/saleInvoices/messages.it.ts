import type english from './messages';
import type { Translation } from '../../messages';

export default { name: 'Fatture di vendita', menu: 'Fatture di vendita', empty: 'Nessuna fattura di vendita trovata.' } satisfies Translation<typeof english>;
