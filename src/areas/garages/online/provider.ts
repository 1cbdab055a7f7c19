/** Apart from calls.ts, which imports the resources whose screens use these calls. */
import type { AnalyticsRecord, ApiMessage } from '../../../api/types';

/** Marketplace garage calls that are not CRUD (002 §7), reached through `useDataProvider<GarageDataProvider>()`. */
export interface MarketplaceCalls {
  /** `POST /approveGarageRequest`: a requested marketplace garage goes live. */
  approveOnlineGarage(garageId: string): Promise<unknown>;
  /** `POST /admin/get{product}AnalyticData`: the analytics record of a live garage. */
  onlineGarageAnalytics(garageId: string): Promise<AnalyticsRecord>;
  /** `POST /admin/{product}AnalyticData`; resolves with the server's answer. */
  saveOnlineGarageAnalytics(payload: AnalyticsRecord & { garageId: string }): Promise<ApiMessage>;
}
