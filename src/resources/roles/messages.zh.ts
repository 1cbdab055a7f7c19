import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: '角色',
  menu: '角色',
  empty: '暂无角色。',
  add: '添加角色',
  edit: '编辑角色',
  fields: { roleName: '角色名称', source: '门户', features: '功能' },
  portal_locked: '门户一经选择即不可更改。',
  no_features: '暂无可用功能',
  validation: { roleName: '请输入角色名称', source: '请选择门户' },
  notifications: { added: '角色添加成功', updated: '角色更新成功', fetch_failed: '从接口获取数据出错' },
  status: { active: '已启用', inactive: '已停用', confirm: '确定要将此角色设为%{status}吗？', changed: '角色现已%{status}' },
} satisfies Translation<typeof english>;
