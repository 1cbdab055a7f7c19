import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '用户',
  menu: '用户',
  empty: '未找到用户。',
  fields: { date: '日期', name: '姓名', phoneNumber: '电话号码', email: '电子邮件', state: '邦', city: '城市', gender: '性别', dateOfBirth: '出生日期', image: '头像', verification: '验证' },
  gender: { Male: '男', Female: '女', Other: '其他' },
  verified: '已验证',
  not_verified: '未验证',
  errors: { generic: '出了点问题', export: '获取数据失败' },
} satisfies Translation<typeof english>;
