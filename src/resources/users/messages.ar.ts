import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'المستخدمون',
  menu: 'المستخدمون',
  empty: 'لم يتم العثور على مستخدمين.',
  fields: { date: 'التاريخ', name: 'الاسم', phoneNumber: 'رقم الهاتف', email: 'البريد الإلكتروني', state: 'الولاية', city: 'المدينة', gender: 'الجنس', dateOfBirth: 'تاريخ الميلاد', image: 'الصورة', verification: 'التحقق' },
  gender: { Male: 'ذكر', Female: 'أنثى', Other: 'آخر' },
  verified: 'تم التحقق',
  not_verified: 'لم يتم التحقق',
  errors: { generic: 'حدث خطأ ما', export: 'تعذر جلب البيانات' },
} satisfies Translation<typeof english>;
