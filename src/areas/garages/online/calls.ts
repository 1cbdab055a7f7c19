import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { DropStaleRows } from '../../../data/dataProvider';
import { onlineApproveGarage, sendOnlineGarageApproval } from './index';
import type { MarketplaceCalls } from './provider';

/** Analytics are not shown in any list, so saving them leaves the cached rows alone. */
export function marketplaceCalls(dropStaleRows: DropStaleRows): MarketplaceCalls {
  return {
    async approveOnlineGarage(garageId) {
      const answer = await sendOnlineGarageApproval(garageId);
      dropStaleRows(onlineApproveGarage.route);
      return answer;
    },
    // A garage with no record yet: the form opens with its defaults.
    async onlineGarageAnalytics(garageId) {
      const { data } = await request(api.analyticsGet, { garageId });
      return (Array.isArray(data) ? data[0] : data) ?? {};
    },
    saveOnlineGarageAnalytics: (payload) => request(api.analyticsSave, payload),
  };
}
