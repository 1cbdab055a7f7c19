import type english from './messages';
import type { Translation } from '../messages';

export default { name: 'Prospects traités', menu: 'Prospects', empty: 'Aucun prospect n’a encore été traité.' } satisfies Translation<typeof english>;
