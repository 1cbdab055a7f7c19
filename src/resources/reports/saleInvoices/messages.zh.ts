import type english from './messages';
import type { Translation } from '../../messages';

export default { name: '销售发票', menu: '销售发票', empty: '未找到销售发票。' } satisfies Translation<typeof english>;
