import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { AnalyticsRecord, ApiMessage } from '../../../api/types';
import type { DropStaleRows } from '../../../data/dataProvider';
import { onlineApproveGarage, sendOnlineGarageApproval } from './index';

/** Marketplace garage calls that are not CRUD (002 §7), reached through `useDataProvider<GarageDataProvider>()`. */
export interface MarketplaceCalls {
  /** `POST /approveGarageRequest`: a requested marketplace garage goes live. */
  approveOnlineGarage(garageId: string): Promise<unknown>;
  /** `POST /admin/get{product}AnalyticData`: the analytics record of a live garage. */
  onlineGarageAnalytics(garageId: string): Promise<AnalyticsRecord>;
  /** `POST /admin/{product}AnalyticData`; resolves with the server's answer. */
  saveOnlineGarageAnalytics(payload: AnalyticsRecord & { garageId: string }): Promise<ApiMessage>;
}

/** Analytics are not shown in any list, so saving them leaves the cached rows alone. */
export function marketplaceCalls(dropStaleRows: DropStaleRows): MarketplaceCalls {
  return {
    async approveOnlineGarage(garageId) {
      const answer = await sendOnlineGarageApproval(garageId);
      dropStaleRows(onlineApproveGarage.route);
      return answer;
    },
    onlineGarageAnalytics: async (garageId) => (await request(api.analyticsGet, { garageId })).data,
    saveOnlineGarageAnalytics: (payload) => request(api.analyticsSave, payload),
  };
}
