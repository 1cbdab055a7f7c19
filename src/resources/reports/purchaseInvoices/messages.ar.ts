import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'فواتير المشتريات',
  menu: 'فواتير المشتريات',
  empty: 'لم يتم العثور على فواتير مبيعات.',
  fields: { vendorName: 'اسم المورد', uploadedImage: 'الصورة المرفوعة' },
} satisfies Translation<typeof english>;
