import type english from './messages';
import type { Translation } from '../messages';

export default {
  gathering: '正在搜索所有页面… %{loaded} / %{total}',
  garage: '车行',
  all_garages: '全部车行',
  garages_failed: '无法加载车行列表。',
  view: '查看',
  fields: {
    date: '日期',
    billNumber: '单据编号',
    garageName: '车行名称',
    customerName: '客户姓名',
    customerImage: '客户头像',
    vehicleNumber: '车牌号',
    totalRates: '总费用',
    totalDiscount: '折扣',
    totalTax: '税额',
    totalAmounts: '总金额',
    invoice: '发票',
    bookingId: '预约编号',
    phone: '电话号码',
    email: '电子邮箱',
    brand: '品牌',
    model: '车型',
    year: '年份',
    fuelType: '燃料类型',
  },
} satisfies Translation<typeof english>;
