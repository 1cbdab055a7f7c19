import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'المخزون',
  menu: 'المخزون',
  empty: 'لم يتم العثور على عناصر في المخزون.',
  fields: {
    partName: 'اسم القطعة',
    brandName: 'العلامة التجارية',
    partNumber: 'رقم القطعة',
    rackNumber: 'رقم الرف',
    vehicleType: 'نوع المركبة',
    sac_hsn: 'رمز SAC/HSN',
    minimumNumber: 'الحد الأدنى للمخزون',
    maximumNumber: 'الحد الأقصى للمخزون',
    quantity: 'الكمية',
    rate: 'سعر الوحدة',
    taxType: 'نوع الضريبة',
    subTotal: 'المجموع الفرعي',
    tax: 'الضريبة (%)',
    discount: 'الخصم (%)',
  },
} satisfies Translation<typeof english>;
