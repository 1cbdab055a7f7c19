import type english from './messages';
import type { Translation } from '../messages';

export default { name: 'Lead elaborati', menu: 'Lead', empty: 'Nessun lead è stato ancora elaborato.' } satisfies Translation<typeof english>;
