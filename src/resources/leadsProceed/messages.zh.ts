import type english from './messages';
import type { Translation } from '../messages';

export default { name: '已处理线索', menu: '线索', empty: '尚无已处理的线索。' } satisfies Translation<typeof english>;
