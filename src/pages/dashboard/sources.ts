/**
 * Where each dashboard figure's rows come from, as data for the list engine: a list screen's rows
 * (the same dataset the screen shows, read once per session) or a server-paged call asked whole.
 * The engine computes the aggregate where the rows are; only the figures cross to the page.
 */
import { api } from '../../api/endpoints';
import { callUrl, type Endpoint } from '../../api/http';
import { bookings } from '../../areas/marketplace/bookings';
import { customerLeads } from '../../areas/leads/customerLeads';
import { leadManagement } from '../../areas/leads/leadManagement';
import { approveGarage, garageManagement } from '../../areas/garages';
import { ourGarage } from '../../areas/garages/online';
import { ACTIVITY_WEEKS, lastWeeks } from '../../data/figures/aggregates';
import type { FigureKind } from '../../data/figures/kinds';
import type { FigureAsk } from '../../data/listEngine/client';

export type { FigureKind, FigureResults } from '../../data/figures/kinds';

/** `YYYY-MM-DD` -> `DD-MM-YYYY`, the quote call's date format. */
const pickerDate = (day: string) => day.split('-').reverse().join('-');

const streamCall = <Req, Res>(endpoint: Endpoint<Req, Res>) => ({ url: callUrl(endpoint), method: endpoint.method, auth: endpoint.auth });

export const figureSources: { [Kind in FigureKind]: (now: Date) => FigureAsk['source'] } = {
  garages: () => ({ route: garageManagement.route }),
  approvals: () => ({ route: approveGarage.route }),
  // The subscription list's first page tells how many rows there are; then all of them at once, as its export asks.
  expiring: () => ({
    whole: {
      call: streamCall(api.subscriptionList),
      rowsAt: 'data',
      body: { limit: 10, page: 1, garageId: '' },
      totalAt: 'totalCount',
      limitField: 'limit',
    },
  }),
  leads: () => ({ route: leadManagement.route }),
  bookings: () => ({ route: bookings.route }),
  quotes: (now) => {
    const weeks = lastWeeks(now, ACTIVITY_WEEKS);
    return {
      whole: {
        call: streamCall(api.quoteList),
        rowsAt: 'data',
        body: {
          page: 1,
          limit: 10,
          garageId: '',
          customerId: '',
          source: '',
          startDate: pickerDate(weeks[0].from),
          endDate: pickerDate(weeks[weeks.length - 1].to),
        },
        totalAt: 'totalQuotes',
        limitField: 'limit',
      },
    };
  },
  waitingLeads: () => ({ route: customerLeads.route }),
  cities: () => ({ route: ourGarage.route }),
};
