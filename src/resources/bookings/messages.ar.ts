import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'إدارة الحجوزات',
  menu: 'إدارة الحجوزات',
  empty: 'لم يتم العثور على حجوزات.',
  fields: {
    bookingDate: 'تاريخ الحجز',
    time: 'وقت الحجز',
    bookingId: 'رقم الحجز',
    orderPlacedAt: 'تاريخ تقديم الطلب',
    customerName: 'اسم العميل',
    vehicleNumber: 'رقم المركبة',
    modelName: 'الطراز',
    variant: 'الفئة',
    fuelType: 'نوع الوقود',
    year: 'السنة',
    garageName: 'اسم الورشة',
    city: 'المدينة',
    bookingStatus: 'حالة الحجز',
    invoice: 'الفاتورة',
    rating: 'التقييم',
    orderStatus: 'حالة الطلب',
    vehicleCondition: 'حالة المركبة',
    image: 'الصورة',
    mechanic: 'الميكانيكي',
  },
  booking_status: { completed: 'مكتمل', cancel: 'ملغى', inProgress: 'قيد التنفيذ', readyForDelivery: 'جاهز للتسليم' },
  order_inactive: 'غير نشط',
  inspection_summary: 'ملخص الفحص',
  view: 'عرض',
  no_inspection: 'لا يوجد سجل فحص.',
} satisfies Translation<typeof english>;
