import type english from './messages';
import type { Translation } from '../../messages';

export default { name: '返现金币', menu: '返现金币', empty: '未找到奖励记录。', fields: { currentPoints: '当前积分', utilizedCoins: '已用金币', TotalCoins: '金币总数' } } satisfies Translation<typeof english>;
