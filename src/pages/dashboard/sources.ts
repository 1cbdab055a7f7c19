/**
 * Where each dashboard figure's rows come from, as data for the list engine: a list screen's rows
 * (the same dataset the screen shows, read once per session) or a server-paged call asked whole.
 * The engine computes the aggregate where the rows are; only the figures cross to the page.
 */
import { bookings } from '../../areas/marketplace/bookings';
import { customerLeads } from '../../areas/leads/customerLeads';
import { leadManagement } from '../../areas/leads/leadManagement';
import { approveGarage, garageManagement } from '../../areas/garages';
import { ourGarage } from '../../areas/garages/online';
import { quotes } from '../../areas/marketplace/quotes';
import { subscriptions } from '../../areas/subscriptions';
import { ACTIVITY_WEEKS, lastWeeks } from '../../data/figures/aggregates';
import type { FigureKind } from '../../data/figures/kinds';
import type { FigureAsk } from '../../data/listEngine/client';
import { wholeListCallOf } from '../../data/listEngine/settings';

export type { FigureKind, FigureResults } from '../../data/figures/kinds';

export const figureSources: { [Kind in FigureKind]: (now: Date) => FigureAsk['source'] } = {
  garages: () => ({ route: garageManagement.route }),
  approvals: () => ({ route: approveGarage.route }),
  // The subscription list's first page tells how many rows there are; then all of them at once, as its export asks.
  expiring: () => ({ whole: wholeListCallOf(subscriptions, {}) }),
  leads: () => ({ route: leadManagement.route }),
  bookings: () => ({ route: bookings.route }),
  // The quotes of the weeks the chart shows, asked whole the same way.
  quotes: (now) => {
    const weeks = lastWeeks(now, ACTIVITY_WEEKS);
    return { whole: wholeListCallOf(quotes, { from: weeks[0].from, to: weeks[weeks.length - 1].to }) };
  },
  waitingLeads: () => ({ route: customerLeads.route }),
  cities: () => ({ route: ourGarage.route }),
};
