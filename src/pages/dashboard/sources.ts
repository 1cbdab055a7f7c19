/**
 * Every dashboard figure: the list call behind it (the same call and rows as its list screen) and
 * the one-pass aggregate that reduces the rows to a few numbers. Light imports only, so this runs
 * inside the dashboard's Worker: at 100,000 garages the answers run to hundreds of megabytes, and
 * even the capped lists take the main thread well over 100 ms to parse.
 */
import { api } from '../../api/endpoints';
import { request } from '../../api/http';
import type { Booking, Garage, Quote } from '../../api/types';
import type { AnyRow } from '../../core/defineResource';
import { customerLeadsOf } from '../../api/customerManagement';
import { isPendingApproval } from '../../areas/garages/model';
import {
  ACTIVITY_WEEKS,
  ageAggregator,
  expiringAggregator,
  garageAggregator,
  lastWeeks,
  leadAggregator,
  topAggregator,
  weeklyAggregator,
  type AgeFigures,
  type Aggregator,
  type ExpiringFigures,
  type ExpiringSubscription,
  type GarageFigures,
  type LeadFigures,
  type LeadRow,
  type NamedCount,
  type WeekCount,
} from './aggregates';

/** The Worker waits longer for these answers than the 30 s every other call gets. */
const WHOLE_LIST_TIMEOUT_MS = 180_000;
const long = (signal?: AbortSignal) => ({ signal, timeoutMs: WHOLE_LIST_TIMEOUT_MS });

export interface FigureResults {
  /** Garage Management's rows: registrations, states, business types. */
  garages: GarageFigures;
  /** Approve Garage's rows by how long they have waited. */
  approvals: AgeFigures;
  /** Subscription list rows expiring within 30 days. */
  expiring: ExpiringFigures;
  /** Lead list rows per day. */
  leads: LeadFigures;
  /** Booking Management rows per week. */
  bookings: WeekCount[];
  /** Quotes per week (the call takes the 12 weeks' date range). */
  quotes: WeekCount[];
  /** Customer leads (Leads screen of the marketplace) by how long they have waited. */
  waitingLeads: AgeFigures;
  /** Our Garage's rows: the ten cities with most garages. */
  cities: NamedCount[];
}

export type FigureKind = keyof FigureResults;

interface Source<Row, Result> {
  rows: (now: Date, signal?: AbortSignal) => Promise<Row[]>;
  aggregator: (now: Date) => Aggregator<Row, Result>;
}

const source = <Row, Result>(definition: Source<Row, Result>) => definition;

/** `YYYY-MM-DD` -> `DD-MM-YYYY`, the quote call's date format. */
const pickerDate = (day: string) => day.split('-').reverse().join('-');

export const sources: { [Kind in FigureKind]: Source<AnyRow, FigureResults[Kind]> } = {
  garages: source<Garage, GarageFigures>({
    rows: async (_now, signal) =>
      ((await request(api.garageList, undefined, long(signal))).garages ?? []).filter((garage) => garage.accountStatus === 'active'),
    aggregator: garageAggregator,
  }),
  approvals: source<Garage, AgeFigures>({
    rows: async (_now, signal) => ((await request(api.garageApprovalList, undefined, long(signal))).garages ?? []).filter(isPendingApproval),
    aggregator: (now) => ageAggregator<Garage>(now, (garage) => garage.registationDate),
  }),
  expiring: source<ExpiringSubscription, ExpiringFigures>({
    // The list's first page tells how many rows there are; then all of them at once, as its export asks.
    rows: async (_now, signal) => {
      const first = await request(api.subscriptionList, { limit: 10, page: 1, garageId: '' }, long(signal));
      const total = Number(first.totalCount ?? 0);
      const answer =
        total > (first.data ?? []).length ? await request(api.subscriptionList, { limit: total, page: 1, garageId: '' }, long(signal)) : first;
      return answer.data ?? [];
    },
    aggregator: expiringAggregator,
  }),
  leads: source<LeadRow, LeadFigures>({
    rows: async (_now, signal) => (await request(api.leadList, {}, long(signal))).data?.leadsWithDetails ?? [],
    aggregator: leadAggregator,
  }),
  bookings: source<Booking, WeekCount[]>({
    rows: async (_now, signal) => (await request(api.bookingList, undefined, long(signal))).data ?? [],
    aggregator: (now) => weeklyAggregator<Booking>(now, (booking) => booking.bookingDate),
  }),
  quotes: source<Quote, WeekCount[]>({
    rows: async (now, signal) => {
      const weeks = lastWeeks(now, ACTIVITY_WEEKS);
      const ask = (limit: number) => ({
        page: 1,
        limit,
        garageId: '',
        customerId: '',
        source: '',
        startDate: pickerDate(weeks[0].from),
        endDate: pickerDate(weeks[weeks.length - 1].to),
      });
      const first = await request(api.quoteList, ask(10), long(signal));
      const total = Number(first.totalQuotes ?? 0);
      return (total > (first.data ?? []).length ? await request(api.quoteList, ask(total), long(signal)) : first).data ?? [];
    },
    aggregator: (now) => weeklyAggregator<Quote>(now, (quote) => quote.date),
  }),
  waitingLeads: source({
    rows: async (_now, signal) => customerLeadsOf((await request(api.customerList, undefined, long(signal))).data ?? []),
    aggregator: (now) => ageAggregator<{ createdAt?: string }>(now, (lead) => lead.createdAt),
  }),
  cities: source<Garage, NamedCount[]>({
    rows: async (_now, signal) => (await request(api.onlineGarageList, undefined, long(signal))).data?.data ?? [],
    aggregator: () => topAggregator<Garage>((garage) => garage.city),
  }),
};

/** What the page asks the Worker, and what it answers. */
export interface WorkerAsk {
  kind: FigureKind;
  /** The stored session (`admin` key): the Worker has no local storage to read the token from. */
  session: string | null;
  now: number;
}

export type WorkerAnswer = { result: unknown } | { error: { message: string; status: number } };
