import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'عروض الأسعار',
  menu: 'عروض الأسعار',
  empty: 'لم يتم العثور على عروض أسعار.',
  fields: { date: 'التاريخ', name: 'الاسم', phoneNumber: 'رقم الهاتف', email: 'البريد الإلكتروني', note: 'ملاحظة', source: 'المصدر', garageName: 'اسم الورشة', customerImage: 'صورة العميل' },
  errors: { generic: 'حدث خطأ ما', export: 'تعذر جلب البيانات' },
} satisfies Translation<typeof english>;
