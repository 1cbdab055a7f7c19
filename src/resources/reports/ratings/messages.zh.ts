import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: '评分与评价',
  menu: '评分与评价',
  empty: '未找到评分记录。',
  no_rating: '暂无评分。',
  delete: '删除评论',
  delete_confirm: '确定要删除这条评论吗？“%{comment}”',
  stars: '%{rating} 星（满分 5 星）',
  fields: { '1star': '1 星', '2star': '2 星', '3star': '3 星', '4star': '4 星', '5star': '5 星', serviceRatings: '服务评分' },
  notifications: { deleted: '评论已删除', delete_failed: '无法删除该评论。' },
} satisfies Translation<typeof english>;
