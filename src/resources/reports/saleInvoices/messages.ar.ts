import type english from './messages';
import type { Translation } from '../../messages';

export default { name: 'فواتير المبيعات', menu: 'فواتير المبيعات', empty: 'لم يتم العثور على فواتير مبيعات.' } satisfies Translation<typeof english>;
