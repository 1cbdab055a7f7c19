import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'رموز الخصم',
  menu: 'رموز الخصم',
  empty: 'لا توجد سجلات متاحة.',
  add: 'إضافة رمز خصم',
  edit: 'تعديل رمز الخصم',
  fields: {
    promoCode: 'رمز الخصم',
    promoCodeType: 'النوع',
    promoCodeValue: 'القيمة',
    discount: 'الخصم (%)',
    value: 'المبلغ (₹)',
    startDate: 'تاريخ البدء',
    expiryDate: 'تاريخ الانتهاء',
  },
  types: { discount: 'نسبة خصم', value: 'مبلغ ثابت' },
  validation: {
    promoCode: 'يرجى إدخال رمز الخصم',
    discount: 'يجب أن يكون الخصم بين 0% و100%',
    value: 'يجب أن تكون القيمة أكبر من 0 أو مساوية له',
    startDate: 'يرجى اختيار تاريخ البدء',
    expiryDate: 'يرجى اختيار تاريخ الانتهاء',
    expiry_before_start: 'لا يمكن أن يسبق تاريخ الانتهاء تاريخ البدء',
  },
  notifications: {
    added: 'تمت إضافة رمز الخصم بنجاح',
    updated: 'تم تحديث رمز الخصم بنجاح',
    failed: 'خطأ في إضافة رمز الخصم',
  },
  status: {
    active: 'نشط',
    inactive: 'غير نشط',
    expired: 'منتهي الصلاحية',
    confirm: 'هل أنت متأكد من جعل رمز الخصم هذا %{status}؟',
    confirm_expired: 'انتهت صلاحية الرمز %{code}. هل تريد وضع علامة منتهي الصلاحية عليه؟',
    changed: 'رمز الخصم الآن %{status}',
  },
} satisfies Translation<typeof english>;
