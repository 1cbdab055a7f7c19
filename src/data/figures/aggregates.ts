/**
 * The dashboard's figures, computed in one pass over rows the console's list calls already return.
 * Pure (no React, no DOM): the same code runs in the dashboard's Worker, in the main thread in chunks,
 * and in unit tests. Days are calendar days in the local time zone, written `YYYY-MM-DD` as the list
 * filters read them, so a bar's range opens the list with exactly the rows it counts.
 */
import { timeOf } from '../../lib/dates';
import { businessTypeName } from '../../core/choices';
import { businessTypeOf } from '../../core/garageFields';

/** Consumes rows one at a time; `result()` may be called once all rows are in. */
export interface Aggregator<Row, Result> {
  add(row: Row): void;
  result(): Result;
}

/** A period with its inclusive day range, as the list filter's from/to take it. */
export interface Period {
  from: string;
  to: string;
}

export interface NamedCount {
  name: string;
  count: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a local date. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Days since 1970-01-01 of the local calendar day of `time` (immune to daylight-saving hours). */
function dayNumber(time: number): number {
  const date = new Date(time);
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/** Day number of a `YYYY-MM-DD` key. */
function dayNumberOfKey(key: string): number {
  const [year, month, day] = key.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

function dateOfDayNumber(day: number): Date {
  const utc = new Date(day * 86_400_000);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}

const keyOfDayNumber = (day: number) => dayKey(dateOfDayNumber(day));

/** Monday of the week holding `day` (a day number). */
function weekStart(day: number): number {
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** `count` consecutive weeks (Monday to Sunday) ending with the week of `now`. */
export function lastWeeks(now: Date, count: number): Period[] {
  const first = weekStart(dayNumber(now.getTime())) - 7 * (count - 1);
  return Array.from({ length: count }, (_, index) => ({
    from: keyOfDayNumber(first + 7 * index),
    to: keyOfDayNumber(first + 7 * index + 6),
  }));
}

/** `count` calendar months ending with the month of `now`. */
export function lastMonths(now: Date, count: number): Period[] {
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(now.getFullYear(), now.getMonth() - (count - 1) + index, 1);
    const end = new Date(start.getFullYear(), start.getMonth() + 1, 0);
    return { from: dayKey(start), to: dayKey(end) };
  });
}

/** `count` days ending with today. */
export function lastDays(now: Date, count: number): string[] {
  const today = dayNumber(now.getTime());
  return Array.from({ length: count }, (_, index) => keyOfDayNumber(today - (count - 1) + index));
}

/** Index of the period holding `day`, or -1; periods are consecutive and ascending. */
function periodIndex(firstDay: number, lastDay: number, day: number, weekly: boolean): number {
  if (day < firstDay || day > lastDay) return -1;
  if (weekly) return Math.floor((day - firstDay) / 7);
  const date = dateOfDayNumber(day);
  const first = dateOfDayNumber(firstDay);
  return (date.getFullYear() - first.getFullYear()) * 12 + date.getMonth() - first.getMonth();
}

function periodCounter(periods: readonly Period[], weekly: boolean) {
  const firstDay = dayNumberOfKey(periods[0].from);
  const lastDay = dayNumberOfKey(periods[periods.length - 1].to);
  return (time: number) => (Number.isNaN(time) ? -1 : periodIndex(firstDay, lastDay, dayNumber(time), weekly));
}

function countsOf(map: Map<string, number>): NamedCount[] {
  return [...map].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

function bump(map: Map<string, number>, name: string) {
  map.set(name, (map.get(name) ?? 0) + 1);
}

// ---------------------------------------------------------------------------------------------
// Garage portal
// ---------------------------------------------------------------------------------------------

export interface RegistrationPeriod extends Period {
  active: number;
  inactive: number;
}

export interface GarageFigures {
  total: number;
  byWeek: RegistrationPeriod[];
  byMonth: RegistrationPeriod[];
  /** The ten states with most garages, most first. */
  topStates: NamedCount[];
  byBusinessType: NamedCount[];
}

export interface GarageRow {
  registationDate?: unknown;
  status?: unknown;
  state?: unknown;
  businessType?: unknown;
}

export const TOP_COUNT = 10;
export const REGISTRATION_WEEKS = 52;
export const REGISTRATION_MONTHS = 12;

/** Garage Management's rows (GET /getAllUsers, active accounts): registrations over the last 12 months split by status, states, business types. */
export function garageAggregator(now: Date): Aggregator<GarageRow, GarageFigures> {
  const weeks = lastWeeks(now, REGISTRATION_WEEKS).map((period) => ({ ...period, active: 0, inactive: 0 }));
  const months = lastMonths(now, REGISTRATION_MONTHS).map((period) => ({ ...period, active: 0, inactive: 0 }));
  const weekOf = periodCounter(weeks, true);
  const monthOf = periodCounter(months, false);
  const states = new Map<string, number>();
  const businessTypes = new Map<string, number>();
  let total = 0;
  return {
    add(row) {
      total += 1;
      const time = timeOf(row.registationDate);
      const field = row.status === true ? 'active' : 'inactive';
      const week = weekOf(time);
      if (week >= 0) weeks[week][field] += 1;
      const month = monthOf(time);
      if (month >= 0) months[month][field] += 1;
      const state = String(row.state ?? '').trim();
      if (state) bump(states, state);
      // Either spelling, and a code ('1') counted under its name, as the list's cells and facet read it.
      const businessType = businessTypeName(businessTypeOf(row as { businessType?: unknown; bussinessType?: unknown }))?.trim();
      if (businessType) bump(businessTypes, businessType);
    },
    result: () => ({
      total,
      byWeek: weeks,
      byMonth: months,
      topStates: countsOf(states).slice(0, TOP_COUNT),
      byBusinessType: countsOf(businessTypes),
    }),
  };
}

export type AgeBucketKey = 'today' | 'week' | 'older';

export interface AgeBucket extends Partial<Period> {
  key: AgeBucketKey;
  count: number;
}

export interface AgeFigures {
  total: number;
  /** Registered today; 1 to 7 days ago; earlier. `from`/`to` are the day range each covers (absent when empty). */
  buckets: AgeBucket[];
}

/** Rows waiting by how long they have waited, in calendar days: today, 1–7 days, older (undated rows count as older). */
export function ageAggregator<Row>(now: Date, dateOf: (row: Row) => unknown): Aggregator<Row, AgeFigures> {
  const today = dayNumber(now.getTime());
  const counts = { today: 0, week: 0, older: 0 };
  let oldest = Number.POSITIVE_INFINITY;
  let total = 0;
  return {
    add(row) {
      total += 1;
      const time = timeOf(dateOf(row));
      const age = Number.isNaN(time) ? Number.POSITIVE_INFINITY : today - dayNumber(time);
      if (age <= 0) counts.today += 1;
      else if (age <= 7) counts.week += 1;
      else {
        counts.older += 1;
        if (Number.isFinite(age)) oldest = Math.min(oldest, today - age);
      }
    },
    result() {
      const range = (count: number, from: number, to: number) => (count > 0 ? { from: keyOfDayNumber(from), to: keyOfDayNumber(to) } : {});
      return {
        total,
        buckets: [
          { key: 'today', count: counts.today, ...range(counts.today, today, today) },
          { key: 'week', count: counts.week, ...range(counts.week, today - 7, today - 1) },
          { key: 'older', count: counts.older, ...(Number.isFinite(oldest) ? range(counts.older, oldest, today - 8) : {}) },
        ],
      };
    },
  };
}

export interface ExpiringSubscription {
  garageId: string;
  garageName: string;
  expiryDate: string;
  currentPlan?: string;
  phone?: string;
  email?: string;
}

export interface ExpiringFigures {
  count: number;
  /** The soonest to expire, soonest first. */
  soonest: ExpiringSubscription[];
}

export const EXPIRY_WINDOW_DAYS = 30;
export const EXPIRING_LIST_LENGTH = 5;

/** Subscription list rows whose expiry day is today or within the next 30 days (not yet expired). */
export function expiringAggregator(now: Date): Aggregator<ExpiringSubscription, ExpiringFigures> {
  const today = dayNumber(now.getTime());
  const rows: { day: number; row: ExpiringSubscription }[] = [];
  return {
    add(row) {
      const time = timeOf(row.expiryDate);
      if (Number.isNaN(time)) return;
      const day = dayNumber(time);
      if (day >= today && day <= today + EXPIRY_WINDOW_DAYS) rows.push({ day, row });
    },
    result() {
      rows.sort((a, b) => a.day - b.day || a.row.garageName.localeCompare(b.row.garageName));
      return { count: rows.length, soonest: rows.slice(0, EXPIRING_LIST_LENGTH).map((entry) => entry.row) };
    },
  };
}

export interface LeadDay {
  day: string;
  bySource: Record<string, number>;
  byStatus: Record<string, number>;
}

export interface LeadFigures {
  total: number;
  days: LeadDay[];
  sources: string[];
  statuses: string[];
}

export const LEAD_DAYS = 30;

export interface LeadRow {
  date?: unknown;
  source?: unknown;
  status?: unknown;
}

/** Lead list rows per day over the last 30 days, by source and by status. */
export function leadAggregator(now: Date): Aggregator<LeadRow, LeadFigures> {
  const keys = lastDays(now, LEAD_DAYS);
  const first = dayNumberOfKey(keys[0]);
  const days: LeadDay[] = keys.map((day) => ({ day, bySource: {}, byStatus: {} }));
  const sources = new Set<string>();
  const statuses = new Set<string>();
  let total = 0;
  return {
    add(row) {
      const time = timeOf(row.date);
      if (Number.isNaN(time)) return;
      const index = dayNumber(time) - first;
      if (index < 0 || index >= LEAD_DAYS) return;
      total += 1;
      const source = String(row.source ?? '').trim() || '-';
      const status = String(row.status ?? '').trim() || '-';
      sources.add(source);
      statuses.add(status);
      days[index].bySource[source] = (days[index].bySource[source] ?? 0) + 1;
      days[index].byStatus[status] = (days[index].byStatus[status] ?? 0) + 1;
    },
    result: () => ({ total, days, sources: [...sources].sort(), statuses: [...statuses].sort() }),
  };
}

// ---------------------------------------------------------------------------------------------
// Marketplace portal
// ---------------------------------------------------------------------------------------------

export interface WeekCount extends Period {
  count: number;
}

export const ACTIVITY_WEEKS = 12;

/** Rows per week over the last 12 weeks (bookings by booking date, quotes by date). */
export function weeklyAggregator<Row>(now: Date, dateOf: (row: Row) => unknown): Aggregator<Row, WeekCount[]> {
  const weeks = lastWeeks(now, ACTIVITY_WEEKS).map((period) => ({ ...period, count: 0 }));
  const weekOf = periodCounter(weeks, true);
  return {
    add(row) {
      const week = weekOf(timeOf(dateOf(row)));
      if (week >= 0) weeks[week].count += 1;
    },
    result: () => weeks,
  };
}

/** The ten names with most rows (our garages by city). */
export function topAggregator<Row>(nameOf: (row: Row) => unknown): Aggregator<Row, NamedCount[]> {
  const counts = new Map<string, number>();
  return {
    add(row) {
      const name = String(nameOf(row) ?? '').trim();
      if (name) bump(counts, name);
    },
    result: () => countsOf(counts).slice(0, TOP_COUNT),
  };
}

// ---------------------------------------------------------------------------------------------
// Running an aggregator
// ---------------------------------------------------------------------------------------------

export function aggregate<Row, Result>(rows: readonly Row[], aggregator: Aggregator<Row, Result>): Result {
  for (const row of rows) aggregator.add(row);
  return aggregator.result();
}

/** Rows per slice: well under 50 ms even for garage rows on a slow machine. */
export const CHUNK_ROWS = 5_000;

/** One pass in slices, handing the thread back between them so no task runs long. */
export async function aggregateInChunks<Row, Result>(
  rows: readonly Row[],
  aggregator: Aggregator<Row, Result>,
  {
    chunk = CHUNK_ROWS,
    pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    signal,
  }: { chunk?: number; pause?: () => Promise<void>; signal?: AbortSignal } = {},
): Promise<Result> {
  for (let start = 0; start < rows.length; start += chunk) {
    if (start > 0) await pause();
    signal?.throwIfAborted();
    const end = Math.min(start + chunk, rows.length);
    for (let index = start; index < end; index++) aggregator.add(rows[index]);
  }
  return aggregator.result();
}
