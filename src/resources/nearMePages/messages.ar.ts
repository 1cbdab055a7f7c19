import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'بالقرب مني',
  menu: 'بالقرب مني',
  empty: 'لم يتم العثور على صفحات.',
  add: 'إضافة صفحات «بالقرب مني» جديدة',
  add_title: 'إضافة صفحة «بالقرب مني»',
  create: 'إنشاء الصفحة',
  values_title: 'بيانات «بالقرب مني»',
} satisfies Translation<typeof english>;
