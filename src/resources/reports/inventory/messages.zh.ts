import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: '库存',
  menu: '库存',
  empty: '未找到库存记录。',
  fields: {
    partName: '配件名称',
    brandName: '品牌名称',
    partNumber: '配件编号',
    rackNumber: '货架编号',
    vehicleType: '车辆类型',
    sac_hsn: 'SAC/HSN 编码',
    minimumNumber: '最低库存',
    maximumNumber: '最高库存',
    quantity: '数量',
    rate: '单价',
    taxType: '计税方式',
    subTotal: '小计',
    tax: '税率 (%)',
    discount: '折扣 (%)',
  },
} satisfies Translation<typeof english>;
