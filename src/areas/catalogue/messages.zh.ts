import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  category: {
    name: '分类',
    menu: '分类',
    add: '添加分类',
    edit: '编辑分类',
    empty: '暂无分类。',
    fields: {
      categoryImage: '分类图片',
      categoryName: '分类名称',
      categoryDescription: '描述',
      vehicleType: '车辆类型',
    },
    validation: { vehicleType: '请选择车辆类型', categoryName: '请输入分类名称' },
    notifications: { added: '分类添加成功', edited: '分类编辑成功' },
    status: { confirm: '确定要%{action}此分类吗？', changed: '分类状态已更新为“%{status}”' },
  },
  services: {
    name: '服务',
    menu: '服务',
    add: '添加服务',
    edit: '编辑服务',
    empty: '暂无服务。',
    fields: {
      serviceImage: '服务图片',
      categoryName: '分类名称',
      serviceName: '服务名称',
      vehicleType: '车辆类型',
      whatsIncluded: '服务内容',
    },
    whats_included_help: '各项之间用逗号分隔：每一项在客户端和维修厂应用中显示为单独一行。添加和编辑请求不包含此字段：此处输入的内容不会被保存。',
    validation: { categoryId: '请输入分类名称', serviceName: '请选择服务名称' },
    notifications: { added: '服务添加成功', edited: '服务编辑成功' },
    status: { confirm: '确定要%{action}此服务吗？', changed: '服务状态已更新为“%{status}”' },
  },
} satisfies Translation<typeof english>;
