import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'استفسار الاشتراك',
  menu: 'استفسارات الاشتراك',
  empty: 'لم يتم العثور على طلبات من الورش.',
  fields: {
    createdAt: 'التاريخ',
    name: 'اسم المالك',
    garage: 'اسم الورشة',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    state: 'الولاية',
    city: 'المدينة',
    plan: 'الباقة',
    feature: 'الميزات',
    query: 'الاستفسار',
    status: 'الحالة',
  },
  details: { title: 'تفاصيل طلب الورشة', open: 'تفاصيل طلب %{name}' },
} satisfies Translation<typeof english>;
