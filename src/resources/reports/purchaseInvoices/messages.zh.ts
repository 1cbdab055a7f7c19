import type english from './messages';
import type { Translation } from '../../messages';

export default { name: '采购发票', menu: '采购发票', empty: '未找到销售发票。', fields: { vendorName: '供应商名称', uploadedImage: '上传的图片' } } satisfies Translation<typeof english>;
