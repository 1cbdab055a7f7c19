import type english from './messages';
import type { Translation } from '../messages';

export default { name: '服务页面', menu: '服务页面', empty: '未找到页面。', add: '添加新的服务页面', add_title: '添加附近页面', create: '创建页面', values_title: '附近页面信息' } satisfies Translation<typeof english>;
