import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '子管理员列表',
  menu: '子管理员列表',
  empty: '暂无记录。',
  add: '添加子管理员',
  edit: '编辑子管理员',
  fields: { userId: '子管理员 ID', name: '姓名', email: '邮箱', role: '角色', createdAt: '创建日期' },
  validation: { name: '请输入子管理员姓名！', email: '请输入邮箱！', email_invalid: '邮箱格式无效！', roleId: '请选择角色' },
  notifications: { created: '子管理员创建成功', updated: '子管理员更新成功', exists: '已存在相同信息的子管理员' },
  status: { active: '已启用', inactive: '已停用', confirm: '确定要将此子管理员设为%{status}吗？', changed: '状态修改成功' },
} satisfies Translation<typeof english>;
