import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  category: {
    name: 'فئات |||| فئة |||| فئات |||| فئات |||| فئات |||| فئات',
    menu: 'الفئات',
    add: 'إضافة فئة',
    edit: 'تعديل الفئة',
    empty: 'لا توجد فئات متاحة.',
    fields: {
      categoryImage: 'صورة الفئة',
      categoryName: 'اسم الفئة',
      categoryDescription: 'الوصف',
      vehicleType: 'نوع المركبة',
    },
    validation: { vehicleType: 'يرجى اختيار نوع المركبة', categoryName: 'يرجى إدخال اسم الفئة' },
    notifications: { added: 'تمت إضافة الفئة بنجاح', edited: 'تم تعديل الفئة بنجاح' },
    status: { confirm: 'هل أنت متأكد من أنك تريد %{action} هذه الفئة؟', changed: 'حالة الفئة الآن: %{status}' },
  },
  services: {
    name: 'خدمات |||| خدمة |||| خدمات |||| خدمات |||| خدمات |||| خدمات',
    menu: 'الخدمات',
    add: 'إضافة خدمة',
    edit: 'تعديل الخدمة',
    empty: 'لا توجد خدمات متاحة.',
    fields: {
      serviceImage: 'صورة الخدمة',
      categoryName: 'اسم الفئة',
      serviceName: 'اسم الخدمة',
      vehicleType: 'نوع المركبة',
      whatsIncluded: 'ما تتضمنه الخدمة',
    },
    whats_included_help:
      'افصل بين العناصر بفواصل: يظهر كل عنصر في سطر جديد في تطبيقي العملاء والورش. لا تحمل طلبات الإضافة والتعديل هذا الحقل: ما يُكتب هنا لا يُحفظ.',
    validation: { categoryId: 'يرجى إدخال اسم الفئة', serviceName: 'يرجى اختيار اسم الخدمة' },
    notifications: { added: 'تمت إضافة الخدمة بنجاح', edited: 'تم تعديل الخدمة بنجاح' },
    status: { confirm: 'هل أنت متأكد من أنك تريد %{action} هذه الخدمة؟', changed: 'حالة الخدمة الآن: %{status}' },
  },
} satisfies Translation<typeof english>;
