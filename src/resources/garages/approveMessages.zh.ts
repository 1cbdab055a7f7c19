import type english from './approveMessages';
import type { Translation } from '../messages';

export default { name: '审核车行', menu: '审核车行', empty: '没有可显示的车行。', approve: '批准', confirm: '确定要批准此车行吗？', approved: '批准成功', failed: '无法批准该车行。' } satisfies Translation<typeof english>;
