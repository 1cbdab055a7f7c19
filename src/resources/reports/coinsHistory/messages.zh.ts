import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: '金币记录',
  menu: '金币记录',
  empty: '未找到入账记录。',
  fields: { garageId: '车行 ID', date: '入账日期', amount: '入账金额', bank: '银行信息', invoice: '发票' },
  bank: {
    title: '银行信息',
    empty: '暂无银行信息记录。',
    nameAsPerBankAccount: '开户人姓名',
    bankName: '银行名称',
    branch: '支行',
    ifscCode: 'IFSC 代码',
    accountNumber: '账号',
  },
} satisfies Translation<typeof english>;
