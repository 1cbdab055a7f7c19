import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'تتبع ملفات XLS',
  menu: 'تتبع ملفات XLS',
  empty: 'لم يتم العثور على بيانات تتبع XLSX للحساب.',
  fields: {
    lastUpdated: 'آخر تحديث',
    totalXlsDownloads: 'إجمالي تنزيلات XLS',
    saleInvoice: 'فواتير المبيعات',
    purchaseInvoice: 'فواتير المشتريات',
    expenses: 'المصروفات',
  },
} satisfies Translation<typeof english>;
