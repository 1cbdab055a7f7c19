import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'الأدوار',
  menu: 'الأدوار',
  empty: 'لا توجد أدوار متاحة.',
  add: 'إضافة أدوار',
  edit: 'تعديل الدور',
  fields: { roleName: 'اسم الدور', source: 'البوابة', features: 'الميزات' },
  portal_locked: 'تُثبَّت البوابة بمجرد اختيارها.',
  no_features: 'لا توجد ميزات متاحة',
  validation: { roleName: 'يرجى إدخال اسم الدور', source: 'يرجى اختيار البوابة' },
  notifications: {
    added: 'تمت إضافة الأدوار بنجاح',
    updated: 'تم تحديث الأدوار بنجاح',
    fetch_failed: 'خطأ في جلب البيانات من الواجهة البرمجية',
  },
  status: { active: 'نشط', inactive: 'غير نشط', confirm: 'هل أنت متأكد من جعل هذا الدور %{status}؟', changed: 'الدور الآن %{status}' },
} satisfies Translation<typeof english>;
