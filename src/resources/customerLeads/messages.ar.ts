import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'العملاء المحتملون',
  menu: 'العملاء المحتملون',
  empty: 'لم يتم العثور على عملاء محتملين.',
  send_to_garage: 'إرسال إلى الورشة',
  fields: {
    createdAt: 'تاريخ الإنشاء',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    address: 'العنوان',
    description: 'الوصف',
    brand: 'علامة المركبة',
    model: 'طراز المركبة',
    vehicleType: 'نوع المركبة',
    fuelType: 'نوع الوقود',
    source: 'المصدر',
  },
  dispatch: {
    lead: 'العميل المحتمل: %{name}، %{phone}، %{vehicle}',
    state: 'الولاية',
    city: 'المدينة',
    vehicleType: 'نوع المركبة',
    service: 'اسم الخدمة',
    search: 'البحث عن ورش',
    garages: 'الورش',
    select_all: 'تحديد كل الورش',
    garageName: 'اسم الورشة',
    ownerName: 'اسم المالك',
    phone: 'رقم الجوال',
    hint: 'اختر عوامل التصفية وابحث عن الورش.',
    empty: 'لم يتم العثور على ورش.',
    selected:
      'لم يتم تحديد أي ورشة |||| تم تحديد ورشة واحدة |||| تم تحديد ورشتين |||| تم تحديد %{smart_count} ورش |||| تم تحديد %{smart_count} ورشة |||| تم تحديد %{smart_count} ورشة',
    send: 'إرسال',
    searched: 'تم العثور على ورش',
    search_failed: 'تعذر البحث عن الورش. يرجى المحاولة مرة أخرى.',
    sent: 'تم إرسال العميل المحتمل إلى الورش',
    send_failed: 'تعذر إرسال العميل المحتمل. يرجى المحاولة مرة أخرى.',
  },
} satisfies Translation<typeof english>;
