import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import { throwIfUnreadable } from '../../../api/apiError';
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
    // A garage with no record yet: the form opens with its defaults; a record that could not be read is
    // named instead, as its defaults would be saved over it.
    async onlineGarageAnalytics(garageId) {
      const answer = await request(api.analyticsGet, { garageId });
      throwIfUnreadable(answer, 'data', { call: 'POST /admin/get{product}AnalyticData', field: 'data', expected: 'record' });
      const { data } = answer;
      return (Array.isArray(data) ? data[0] : data) ?? {};
    },
    saveOnlineGarageAnalytics: (payload) => request(api.analyticsSave, payload),
  };
}
