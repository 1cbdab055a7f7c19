import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  states: {
    name: '邦',
    menu: '邦',
    empty: '暂无邦数据。',
    fields: { stateName: '邦', iso2: '简称' },
  },
  cities: {
    name: '城市',
    menu: '城市',
    add: '添加城市',
    empty: '暂无城市。',
    choose_first: '请选择一个邦以查看其城市。',
    tier_edit: '编辑城市等级',
    fields: { cityName: '城市名称', tier: '城市等级', state: '邦' },
    validation: { stateId: '请选择邦', cityName: '请选择城市' },
    notifications: { added: '城市添加成功', tier_updated: '城市等级更新成功' },
    status: { confirm: '确定要%{action}此城市吗？', changed: '状态更新成功' },
  },
} satisfies Translation<typeof english>;
