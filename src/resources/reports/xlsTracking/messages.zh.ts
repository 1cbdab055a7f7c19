import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'XLS 跟踪',
  menu: 'XLS 跟踪',
  empty: '未找到账户 XLSX 跟踪数据。',
  fields: { lastUpdated: '最后更新', totalXlsDownloads: 'XLS 下载总数', saleInvoice: '销售发票', purchaseInvoice: '采购发票', expenses: '费用' },
} satisfies Translation<typeof english>;
