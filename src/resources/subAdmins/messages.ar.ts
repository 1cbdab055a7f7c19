import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'قائمة المشرفين الفرعيين',
  menu: 'قائمة المشرفين الفرعيين',
  empty: 'لا توجد سجلات متاحة.',
  add: 'إضافة مشرف فرعي',
  edit: 'تعديل المشرف الفرعي',
  fields: { userId: 'معرّف المشرف الفرعي', name: 'الاسم', email: 'البريد الإلكتروني', role: 'الدور', createdAt: 'تاريخ الإنشاء' },
  validation: {
    name: 'يرجى إدخال اسم المشرف الفرعي!',
    email: 'يرجى إدخال بريدك الإلكتروني!',
    email_invalid: 'البريد الإلكتروني غير صالح!',
    roleId: 'يرجى اختيار الدور',
  },
  notifications: {
    created: 'تم إنشاء المشرف الفرعي بنجاح',
    updated: 'تم تحديث المشرف الفرعي بنجاح',
    exists: 'يوجد مشرف فرعي بهذه البيانات بالفعل',
  },
  status: { active: 'نشط', inactive: 'غير نشط', confirm: 'هل أنت متأكد من جعل هذا المشرف الفرعي %{status}؟', changed: 'تم تغيير الحالة بنجاح' },
} satisfies Translation<typeof english>;
