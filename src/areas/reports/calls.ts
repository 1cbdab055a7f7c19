import type { ConsoleDataProvider, DropStaleRows } from '../../data/dataProvider';
import { api } from '../../api/endpoints';
import { request } from '../../api/http';

/** Report calls that are not lists (001 §7, 002 §7), reached through `useDataProvider<ReportDataProvider>()`. */
export interface ReportCalls {
  /** `DELETE /deleteRaating` for one rating comment, on behalf of the ratings resource at `resource`. */
  deleteRatingComment(resource: string, ratingId: string): Promise<void>;
}

export function reportCalls(dropStaleRows: DropStaleRows): ReportCalls {
  return {
    deleteRatingComment: async (route, ratingId) => {
      await request(api.ratingDelete, { ratingId });
      dropStaleRows(route);
    },
  };
}

/** The data provider as the reports screens see it. */
export type ReportDataProvider = ConsoleDataProvider & ReportCalls;
