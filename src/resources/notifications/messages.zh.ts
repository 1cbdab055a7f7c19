import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '通知',
  menu: '通知',
  empty: '暂无记录。',
  send: '发送通知',
  under_working_title: '开发中。',
  under_working: '此页面尚未连接服务器：列表为示例数据，不会向任何人发送内容。',
  not_sent: '未发送：通知功能开发中，尚未连接服务器。',
  fields: { title: '通知标题', description: '描述', sendTo: '发送对象', recipient: '接收人' },
  send_to: { customer: '客户', Garage: '车行', Multiple: '多个' },
  validation: { title: '请输入通知标题', recipient: '请选择接收人' },
} satisfies Translation<typeof english>;
