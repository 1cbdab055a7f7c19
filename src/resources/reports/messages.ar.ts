import type english from './messages';
import type { Translation } from '../messages';

export default {
  gathering: 'جارٍ البحث في كل الصفحات… %{loaded} من %{total}',
  garage: 'الورشة',
  all_garages: 'جميع الورش',
  garages_failed: 'تعذر تحميل قائمة الورش.',
  view: 'عرض',
  fields: {
    date: 'التاريخ',
    billNumber: 'رقم الفاتورة',
    garageName: 'اسم الورشة',
    customerName: 'اسم العميل',
    customerImage: 'صورة العميل',
    vehicleNumber: 'رقم المركبة',
    totalRates: 'إجمالي الأسعار',
    totalDiscount: 'الخصم',
    totalTax: 'الضريبة',
    totalAmounts: 'المبلغ الإجمالي',
    invoice: 'الفاتورة',
    bookingId: 'رقم الحجز',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    brand: 'العلامة التجارية',
    model: 'الطراز',
    year: 'السنة',
    fuelType: 'نوع الوقود',
  },
} satisfies Translation<typeof english>;
