import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'سجل العملات',
  menu: 'سجل العملات',
  empty: 'لم يتم العثور على عمليات إيداع.',
  fields: { garageId: 'معرّف الورشة', date: 'تاريخ الإيداع', amount: 'المبلغ المودع', bank: 'التفاصيل المصرفية', invoice: 'الفاتورة' },
  bank: {
    title: 'التفاصيل المصرفية',
    empty: 'لا يوجد سجل للتفاصيل المصرفية.',
    nameAsPerBankAccount: 'اسم صاحب الحساب',
    bankName: 'اسم البنك',
    branch: 'الفرع',
    ifscCode: 'رمز IFSC',
    accountNumber: 'رقم الحساب',
  },
} satisfies Translation<typeof english>;
