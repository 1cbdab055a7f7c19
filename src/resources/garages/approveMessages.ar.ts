import type english from './approveMessages';
import type { Translation } from '../messages';

export default {
  name: 'اعتماد الورش',
  menu: 'اعتماد الورش',
  empty: 'لا توجد ورش لعرضها.',
  approve: 'اعتماد',
  confirm: 'هل أنت متأكد من اعتماد هذه الورشة؟',
  approved: 'تم الاعتماد بنجاح',
  failed: 'تعذّر اعتماد الورشة.',
} satisfies Translation<typeof english>;
