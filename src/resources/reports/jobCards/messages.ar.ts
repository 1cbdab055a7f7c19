import type english from './messages';
import type { Translation } from '../../messages';

export default { name: 'أوامر العمل', menu: 'أوامر العمل', empty: 'لم يتم العثور على فواتير مبيعات.', fields: { invoiceNumber: 'رقم الفاتورة' } } satisfies Translation<typeof english>;
