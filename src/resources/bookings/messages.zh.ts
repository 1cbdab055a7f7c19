import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '预约管理',
  menu: '预约管理',
  empty: '未找到预约记录。',
  fields: {
    bookingDate: '预约日期',
    time: '预约时间',
    bookingId: '预约编号',
    orderPlacedAt: '下单时间',
    customerName: '客户姓名',
    vehicleNumber: '车牌号',
    modelName: '车型',
    variant: '版本',
    fuelType: '燃料类型',
    year: '年份',
    garageName: '车行名称',
    city: '城市',
    bookingStatus: '预约状态',
    invoice: '发票',
    rating: '评分',
    orderStatus: '订单状态',
    vehicleCondition: '车辆状况',
    image: '图片',
    mechanic: '技师',
  },
  booking_status: { completed: '已完成', cancel: '已取消', inProgress: '进行中', readyForDelivery: '待交车' },
  order_inactive: '未激活',
  inspection_summary: '检查摘要',
  view: '查看',
  no_inspection: '暂无检查记录。',
} satisfies Translation<typeof english>;
