import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'الإشعارات الفورية',
  menu: 'الإشعارات الفورية',
  empty: 'لم يتم العثور على إشعارات.',
  add: 'إضافة إشعار فوري',
  state_first: 'اختر الولاية أولاً',
  garages_help: 'الورش المطابقة: %{count}',
  fields: {
    image: 'الصورة',
    state: 'الولاية',
    location: 'الموقع',
    cities: 'المدن',
    vehicleType: 'نوع المركبة',
    businessType: 'نوع النشاط',
    garages: 'الورش',
    title: 'العنوان',
    content: 'المحتوى',
    reads: 'مرات القراءة',
    click: 'النقرات',
  },
  status: { sent: 'تم الإرسال بنجاح', failed: 'فشل الإرسال' },
  notifications: {
    added: 'تمت إضافة الإشعار بنجاح',
    no_garages: 'لم يتم العثور على ورش مطابقة للمعايير المحددة',
    no_tokens: 'لم يتم العثور على رموز أجهزة مطابقة للمعايير المحددة',
    failed: 'حدث خطأ أثناء إضافة الإشعار',
  },
} satisfies Translation<typeof english>;
