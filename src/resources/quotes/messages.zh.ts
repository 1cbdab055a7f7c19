import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '报价',
  menu: '报价',
  empty: '未找到报价。',
  fields: { date: '日期', name: '姓名', phoneNumber: '电话号码', email: '电子邮件', note: '备注', source: '来源', garageName: '车行名称', customerImage: '客户头像' },
  errors: { generic: '出了点问题', export: '获取数据失败' },
} satisfies Translation<typeof english>;
