import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'التقييمات والمراجعات',
  menu: 'التقييمات والمراجعات',
  empty: 'لم يتم العثور على تقييمات.',
  no_rating: 'لا يوجد تقييم.',
  delete: 'حذف التعليق',
  delete_confirm: 'هل أنت متأكد من حذف هذا التعليق؟ «%{comment}»',
  stars: '%{rating} من 5 نجوم',
  fields: { '1star': 'نجمة واحدة', '2star': 'نجمتان', '3star': '3 نجوم', '4star': '4 نجوم', '5star': '5 نجوم', serviceRatings: 'تقييمات الخدمات' },
  notifications: { deleted: 'تم حذف التعليق بنجاح', delete_failed: 'تعذر حذف التعليق.' },
} satisfies Translation<typeof english>;
