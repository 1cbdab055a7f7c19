import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: '推送通知',
  menu: '推送通知',
  empty: '未找到通知记录。',
  add: '添加推送通知',
  state_first: '请先选择邦',
  garages_help: '符合条件的车行：%{count}',
  fields: {
    image: '图片',
    state: '邦',
    location: '地点',
    cities: '城市',
    vehicleType: '车辆类型',
    businessType: '业务类型',
    garages: '车行',
    title: '标题',
    content: '内容',
    reads: '阅读数',
    click: '点击数',
  },
  status: { sent: '发送成功', failed: '发送失败' },
  notifications: {
    added: '通知添加成功',
    no_garages: '未找到符合指定条件的车行',
    no_tokens: '未找到符合指定条件的设备令牌',
    failed: '添加通知时出错',
  },
} satisfies Translation<typeof english>;
