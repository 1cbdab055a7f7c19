import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'الإشعارات',
  menu: 'الإشعارات',
  empty: 'لا توجد سجلات متاحة.',
  send: 'إرسال إشعار',
  under_working_title: 'قيد التطوير.',
  under_working: 'هذه الشاشة غير متصلة بخادم بعد: الصفوف أمثلة ولا يُرسل أي شيء لأي أحد.',
  not_sent: 'لم يُرسل: الإشعارات قيد التطوير وغير متصلة بخادم.',
  fields: { title: 'عنوان الإشعار', description: 'الوصف', sendTo: 'إرسال إلى', recipient: 'المستلم' },
  send_to: { customer: 'عميل', Garage: 'ورشة', Multiple: 'متعدد' },
  validation: { title: 'يرجى إدخال عنوان الإشعار', recipient: 'يرجى اختيار المستلم' },
} satisfies Translation<typeof english>;
