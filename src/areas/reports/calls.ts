import type { ConsoleDataProvider } from '../../data/dataProvider';
import { api } from '../../api/endpoints';
import { request } from '../../api/http';

/** Report calls that are not lists (001 §7, 002 §7), reached through `useDataProvider<ReportDataProvider>()`. */
export interface ReportCalls {
  /** `DELETE /deleteRaating` for one rating comment; the resource's cached rows are dropped. */
  deleteRatingComment(resource: string, ratingId: string): Promise<void>;
}

export function reportCalls(invalidate: (route: string) => void): ReportCalls {
  return {
    deleteRatingComment: async (route, ratingId) => {
      await request(api.ratingDelete, { ratingId });
      invalidate(route);
    },
  };
}

/** The data provider as the reports screens see it. */
export type ReportDataProvider = ConsoleDataProvider & ReportCalls;
