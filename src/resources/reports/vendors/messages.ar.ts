import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'الموردون',
  menu: 'الموردون',
  empty: 'لم يتم العثور على فواتير مبيعات.',
  fields: { image: 'الصورة', vendorName: 'اسم المورد', due: 'المستحق', paid: 'المدفوع' },
} satisfies Translation<typeof english>;
