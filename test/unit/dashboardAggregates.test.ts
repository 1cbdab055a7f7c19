import { describe, expect, it } from 'vitest';
import {
  aggregate,
  aggregateInChunks,
  ageAggregator,
  expiringAggregator,
  garageAggregator,
  lastMonths,
  lastWeeks,
  leadAggregator,
  topAggregator,
  weeklyAggregator,
} from '../../src/data/figures/aggregates';

/** Wednesday 24 June 2026, 10:30 local time. */
const NOW = new Date(2026, 5, 24, 10, 30);
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).toISOString();

describe('periods', () => {
  it('ends with the week (Monday to Sunday) and the month of today', () => {
    const weeks = lastWeeks(NOW, 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ from: '2026-06-22', to: '2026-06-28' });
    expect(weeks[0]).toEqual({ from: '2026-04-06', to: '2026-04-12' });
    const months = lastMonths(NOW, 12);
    expect(months[0]).toEqual({ from: '2025-07-01', to: '2025-07-31' });
    expect(months.at(-1)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(months.find((month) => month.from === '2026-02-01')?.to).toBe('2026-02-28');
  });
});

describe('garage figures', () => {
  const garages = [
    { registationDate: at(2026, 6, 22, 0), status: true, state: 'Kerala', businessType: 'Workshops' },
    { registationDate: at(2026, 6, 21, 23), status: false, state: 'Kerala', businessType: 'Washing' },
    { registationDate: at(2025, 7, 1, 0), status: true, state: 'Goa', businessType: 'Workshops' },
    { registationDate: at(2025, 6, 30, 23), status: true, state: 'Assam', businessType: 'Workshops' },
    { registationDate: '05-06-2026', status: true, state: ' ', businessType: '' },
    { registationDate: 'not a date', status: false, state: 'Goa' },
  ];

  it('counts registrations per week and per month by status; outside the 12 months they are not counted', () => {
    const figures = aggregate(garages, garageAggregator(NOW));
    expect(figures.total).toBe(6);
    expect(figures.byWeek.at(-1)).toEqual({ from: '2026-06-22', to: '2026-06-28', active: 1, inactive: 0 });
    expect(figures.byWeek.at(-2)).toEqual({ from: '2026-06-15', to: '2026-06-21', active: 0, inactive: 1 });
    expect(figures.byMonth.at(-1)).toEqual({ from: '2026-06-01', to: '2026-06-30', active: 2, inactive: 1 });
    expect(figures.byMonth[0]).toEqual({ from: '2025-07-01', to: '2025-07-31', active: 1, inactive: 0 });
    expect(figures.byMonth.reduce((sum, month) => sum + month.active + month.inactive, 0)).toBe(4);
  });

  it('ranks states and business types, most first then by name, ignoring blanks', () => {
    const figures = aggregate(garages, garageAggregator(NOW));
    expect(figures.topStates).toEqual([
      { name: 'Goa', count: 2 },
      { name: 'Kerala', count: 2 },
      { name: 'Assam', count: 1 },
    ]);
    expect(figures.byBusinessType).toEqual([
      { name: 'Workshops', count: 3 },
      { name: 'Washing', count: 1 },
    ]);
  });

  it('counts a business type sent as a code, or under the spelling bussinessType, by its name', () => {
    const rows = [
      { registationDate: at(2026, 6, 1, 10), status: true, businessType: '1' },
      { registationDate: at(2026, 6, 2, 10), status: true, bussinessType: 'Workshops' },
      { registationDate: at(2026, 6, 3, 10), status: true, businessType: 'Accessories' },
    ];
    expect(aggregate(rows as never[], garageAggregator(NOW)).byBusinessType).toEqual([
      { name: 'Workshops', count: 2 },
      { name: 'Accessories', count: 1 },
    ]);
  });

  it('keeps the ten largest only', () => {
    const rows = Array.from({ length: 12 }, (_, index) => Array.from({ length: index + 1 }, () => ({ city: `City ${index}` }))).flat();
    const top = aggregate(
      rows,
      topAggregator<{ city: string }>((row) => row.city),
    );
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ name: 'City 11', count: 12 });
    expect(top.at(-1)).toEqual({ name: 'City 2', count: 3 });
  });
});

describe('ages', () => {
  it('sorts by calendar days: today, 1 to 7 days, older (undated too), with the day range of each', () => {
    const rows = [at(2026, 6, 24, 0), at(2026, 6, 23, 23), at(2026, 6, 17, 1), at(2026, 6, 16, 23), at(2026, 5, 1), ''].map((date) => ({ date }));
    const figures = aggregate(
      rows,
      ageAggregator<{ date: string }>(NOW, (row) => row.date),
    );
    expect(figures).toEqual({
      total: 6,
      buckets: [
        { key: 'today', count: 1, from: '2026-06-24', to: '2026-06-24' },
        { key: 'week', count: 2, from: '2026-06-17', to: '2026-06-23' },
        { key: 'older', count: 3, from: '2026-05-01', to: '2026-06-16' },
      ],
    });
  });

  it('gives an empty age no range', () => {
    const figures = aggregate(
      [{ date: at(2026, 6, 24) }],
      ageAggregator<{ date: string }>(NOW, (row) => row.date),
    );
    expect(figures.buckets.slice(1)).toEqual([
      { key: 'week', count: 0 },
      { key: 'older', count: 0 },
    ]);
  });
});

describe('expiring subscriptions', () => {
  it('counts expiry days from today to 30 days ahead and lists the five soonest', () => {
    const row = (garageName: string, expiryDate: string) => ({ garageId: garageName, garageName, expiryDate });
    const rows = [
      row('Expired yesterday', at(2026, 6, 23)),
      row('Today', at(2026, 6, 24, 0)),
      row('In 30 days', at(2026, 7, 24, 23)),
      row('In 31 days', at(2026, 7, 25, 0)),
      row('B', at(2026, 7, 1)),
      row('A', at(2026, 7, 1)),
      row('C', at(2026, 7, 2)),
      row('D', at(2026, 7, 3)),
      row('No date', ''),
    ];
    const figures = aggregate(rows, expiringAggregator(NOW));
    expect(figures.count).toBe(6);
    expect(figures.soonest.map((entry) => entry.garageName)).toEqual(['Today', 'A', 'B', 'C', 'D']);
  });
});

describe('leads and weekly activity', () => {
  it('counts leads per day over the last 30 days by source and by status', () => {
    const rows = [
      { date: at(2026, 6, 24), source: 'Direct Call', status: 'Pending' },
      { date: at(2026, 6, 24), source: 'View Garage', status: 'Pending' },
      { date: at(2026, 5, 26), source: 'Direct Call', status: 'Closed' },
      { date: at(2026, 5, 25), source: 'Direct Call', status: 'Closed' },
    ];
    const figures = aggregate(rows, leadAggregator(NOW));
    expect(figures.total).toBe(3);
    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]).toEqual({ day: '2026-05-26', bySource: { 'Direct Call': 1 }, byStatus: { Closed: 1 } });
    expect(figures.days.at(-1)).toEqual({ day: '2026-06-24', bySource: { 'Direct Call': 1, 'View Garage': 1 }, byStatus: { Pending: 2 } });
    expect(figures.sources).toEqual(['Direct Call', 'View Garage']);
    expect(figures.statuses).toEqual(['Closed', 'Pending']);
  });

  it('counts rows per week over the last 12 weeks', () => {
    const rows = [at(2026, 6, 28), at(2026, 6, 22, 0), at(2026, 4, 6, 0), at(2026, 4, 5, 23), '28-06-2026'].map((date) => ({ date }));
    const weeks = aggregate(
      rows,
      weeklyAggregator<{ date: string }>(NOW, (row) => row.date),
    );
    expect(weeks.at(-1)).toEqual({ from: '2026-06-22', to: '2026-06-28', count: 3 });
    expect(weeks[0]).toEqual({ from: '2026-04-06', to: '2026-04-12', count: 1 });
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(4);
  });
});

describe('chunked pass', () => {
  it('gives the figures of one pass, handing the thread back between slices', async () => {
    const rows = Array.from({ length: 12_345 }, (_, index) => ({
      registationDate: new Date(NOW.getTime() - (index % 400) * 86_400_000).toISOString(),
      status: index % 3 === 0,
      state: `State ${index % 17}`,
      businessType: index % 2 ? 'Workshops' : 'Accessories',
    }));
    let pauses = 0;
    const chunked = await aggregateInChunks(rows, garageAggregator(NOW), {
      chunk: 1_000,
      pause: async () => {
        pauses += 1;
      },
    });
    expect(pauses).toBe(12);
    expect(chunked).toEqual(aggregate(rows, garageAggregator(NOW)));
  });

  it('stops when the dashboard is left', async () => {
    const controller = new AbortController();
    const rows = Array.from({ length: 10 }, () => ({ date: at(2026, 6, 24) }));
    const run = aggregateInChunks(
      rows,
      weeklyAggregator<{ date: string }>(NOW, (row) => row.date),
      {
        chunk: 2,
        pause: async () => controller.abort(),
        signal: controller.signal,
      },
    );
    await expect(run).rejects.toThrow();
  });
});
