import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'عملات الاسترداد النقدي',
  menu: 'عملات الاسترداد النقدي',
  empty: 'لم يتم العثور على مكافآت.',
  fields: { currentPoints: 'النقاط الحالية', utilizedCoins: 'العملات المستخدمة', TotalCoins: 'إجمالي العملات' },
} satisfies Translation<typeof english>;
