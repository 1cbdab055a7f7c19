import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '优惠码',
  menu: '优惠码',
  empty: '暂无记录。',
  add: '添加优惠码',
  edit: '编辑优惠码',
  fields: {
    promoCode: '优惠码',
    promoCodeType: '类型',
    promoCodeValue: '数值',
    discount: '折扣 (%)',
    value: '金额 (₹)',
    startDate: '开始日期',
    expiryDate: '到期日期',
  },
  types: { discount: '折扣', value: '金额' },
  validation: {
    promoCode: '请输入优惠码',
    discount: '折扣必须在 0% 到 100% 之间',
    value: '金额必须大于或等于 0',
    startDate: '请选择开始日期',
    expiryDate: '请选择到期日期',
    expiry_before_start: '到期日期不能早于开始日期',
  },
  notifications: { added: '优惠码添加成功', updated: '优惠码更新成功', failed: '添加优惠码出错' },
  status: {
    active: '启用',
    inactive: '停用',
    expired: '已过期',
    confirm: '确定要将此优惠码设为%{status}吗？',
    confirm_expired: '优惠码 %{code} 已过期。将其标记为已过期？',
    changed: '优惠码现已%{status}',
  },
} satisfies Translation<typeof english>;
