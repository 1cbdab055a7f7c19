import type english from './messages';
import type { Translation } from '../../messages';

export default { name: '供应商', menu: '供应商', empty: '未找到销售发票。', fields: { image: '图片', vendorName: '供应商名称', due: '应付', paid: '已付' } } satisfies Translation<typeof english>;
