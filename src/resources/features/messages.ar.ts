import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'الميزات',
  menu: 'الميزات',
  empty: 'لا توجد سجلات متاحة.',
  add: 'إضافة ميزة',
  edit: 'تعديل الميزة',
  expired: 'منتهية الصلاحية',
  fields: { featureName: 'اسم الميزة', endPoint: 'المسار', source: 'المصدر', icon: 'الأيقونة', expiryDate: 'تاريخ الانتهاء' },
  icons: { 'auth-screen': 'شاشة الدخول', dasbhoard: 'لوحة التحكم', crypto: 'عملات مشفرة', 'listing-dbrd': 'قائمة' },
  endPoint_help: 'بدون مسافات. اختر إحدى شاشات لوحة الإدارة أو اكتب مسارها.',
  endPoint_unknown: 'لا تفتح أي شاشة من لوحة الإدارة على هذا المسار في هذه البوابة.',
  validation: {
    featureName: 'يرجى إدخال اسم الميزة',
    endPoint: 'يرجى إدخال المسار',
    endPoint_spaces: 'لا تستخدم المسافات',
    source: 'يرجى اختيار المصدر',
    icon: 'يرجى اختيار الأيقونة',
  },
  notifications: {
    added: 'تمت إضافة الميزة بنجاح',
    add_failed: 'خطأ في إضافة الميزة',
    updated: 'تم تحديث الميزة بنجاح',
    update_failed: 'خطأ في تحديث الميزات',
  },
  status: { active: 'نشط', inactive: 'غير نشط', confirm: 'هل أنت متأكد من جعل هذه الميزة %{status}؟', changed: 'الميزة الآن %{status}' },
} satisfies Translation<typeof english>;
