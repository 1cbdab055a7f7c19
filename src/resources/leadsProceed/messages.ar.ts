import type english from './messages';
import type { Translation } from '../messages';

export default { name: 'العملاء المحتملون المعالَجون', menu: 'العملاء المحتملون', empty: 'لم تتم معالجة أي عميل محتمل بعد.' } satisfies Translation<typeof english>;
