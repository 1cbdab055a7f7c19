import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '功能',
  menu: '功能',
  empty: '暂无记录。',
  add: '添加功能',
  edit: '编辑功能',
  expired: '已过期',
  fields: { featureName: '功能名称', endPoint: '端点', source: '来源', icon: '图标', expiryDate: '到期日期' },
  icons: { 'auth-screen': '认证页', dasbhoard: '仪表板', crypto: '加密', 'listing-dbrd': '列表' },
  endPoint_help: '不可包含空格。请选择控制台的一个页面或输入其路径。',
  endPoint_unknown: '此门户中没有控制台页面对应该路径。',
  validation: {
    featureName: '请输入功能名称',
    endPoint: '请输入端点',
    endPoint_spaces: '不可包含空格',
    source: '请选择来源',
    icon: '请选择图标',
  },
  notifications: { added: '功能添加成功', add_failed: '添加功能出错', updated: '功能更新成功', update_failed: '更新功能出错' },
  status: { active: '已启用', inactive: '已停用', confirm: '确定要将此功能设为%{status}吗？', changed: '功能现已%{status}' },
} satisfies Translation<typeof english>;
