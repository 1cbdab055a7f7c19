import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '订阅咨询',
  menu: '订阅咨询',
  empty: '未找到车行请求。',
  fields: {
    createdAt: '日期',
    name: '车主姓名',
    garage: '车行名称',
    phone: '电话',
    email: '电子邮件',
    address: '地址',
    state: '邦',
    city: '城市',
    plan: '套餐',
    feature: '功能',
    query: '咨询内容',
    status: '状态',
  },
  details: { title: '车行请求详情', open: '%{name} 的请求详情' },
} satisfies Translation<typeof english>;
