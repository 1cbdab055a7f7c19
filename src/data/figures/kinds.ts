/**
 * The dashboards' figures as the list engine computes them: each kind names its aggregate, so a
 * figure asked of the list worker crosses as data (kind and date) and only the result comes back.
 */
import type { Booking, Garage, Quote } from '../../api/types';
import {
  ageAggregator,
  expiringAggregator,
  garageAggregator,
  leadAggregator,
  topAggregator,
  weeklyAggregator,
  type AgeFigures,
  type Aggregator,
  type ExpiringFigures,
  type GarageFigures,
  type LeadFigures,
  type NamedCount,
  type WeekCount,
} from './aggregates';

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

const aggregators: { [Kind in FigureKind]: (now: Date) => Aggregator<never, FigureResults[Kind]> } = {
  garages: garageAggregator,
  approvals: (now) => ageAggregator<Garage>(now, (garage) => garage.registationDate),
  expiring: expiringAggregator,
  leads: leadAggregator,
  bookings: (now) => weeklyAggregator<Booking>(now, (booking) => booking.bookingDate),
  quotes: (now) => weeklyAggregator<Quote>(now, (quote) => quote.date),
  waitingLeads: (now) => ageAggregator<{ createdAt?: string }>(now, (lead) => lead.createdAt),
  cities: () => topAggregator<Garage>((garage) => garage.city),
};

/** The one-pass aggregate of a figure over its list's rows. */
export function aggregatorOf<Kind extends FigureKind>(kind: Kind, now: Date): Aggregator<object, FigureResults[Kind]> {
  return aggregators[kind](now) as unknown as Aggregator<object, FigureResults[Kind]>;
}
