import type english from './messages';
import type { Translation } from '../../messages';

export default { name: '工单', menu: '工单', empty: '未找到销售发票。', fields: { invoiceNumber: '发票编号' } } satisfies Translation<typeof english>;
