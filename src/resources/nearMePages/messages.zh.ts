import type english from './messages';
import type { Translation } from '../messages';

export default { name: '附近', menu: '附近', empty: '未找到页面。', add: '添加新的附近页面', add_title: '添加附近页面', create: '创建页面', values_title: '附近页面信息' } satisfies Translation<typeof english>;
