import { describe, expect, it } from 'vitest';
import { filterRows } from '../../src/data/listQuery';
import { formatDate, formatPayloadDate, newestFirst, timeOf } from '../../src/lib/dates';

describe('the one date reader', () => {
  it('reads a server date DD/MM/YYYY or DD-MM-YYYY day first: 05/12/2024 is 5 December', () => {
    const fifthOfDecember = new Date(2024, 11, 5).getTime();
    expect(timeOf('05/12/2024')).toBe(fifthOfDecember);
    expect(timeOf('05-12-2024')).toBe(fifthOfDecember);
    expect(formatDate('05/12/2024')).toBe('05-12-2024');
    expect(formatDate('05-12-2024')).toBe('05-12-2024');
    expect(formatDate('5/12/2024 10:30')).toBe('05-12-2024');
    expect(formatPayloadDate('05/12/2024')).toBe('2024-12-05');
  });

  it('reads ISO dates and times, epoch numbers and Date objects', () => {
    expect(formatDate('2024-12-05')).toBe('05-12-2024');
    expect(timeOf('2024-12-05')).toBe(new Date(2024, 11, 5).getTime());
    expect(formatDate('2024-12-05T10:00:00')).toBe('05-12-2024');
    expect(timeOf('2024-12-05T10:00:00.000Z')).toBe(Date.UTC(2024, 11, 5, 10));
    expect(formatDate(new Date(2024, 11, 5).getTime())).toBe('05-12-2024');
    expect(formatDate(new Date(2024, 11, 5))).toBe('05-12-2024');
  });

  it('reads a day stored as UTC midnight as that calendar day in any zone, so a save sends it back unchanged', () => {
    // The suite runs west of UTC (build/testProjects.ts), where UTC midnight is the evening before.
    expect(timeOf('2026-11-01T00:00:00.000Z')).toBe(new Date(2026, 10, 1).getTime());
    expect(formatPayloadDate('2026-11-01T00:00:00.000Z')).toBe('2026-11-01');
    expect(formatDate('2026-11-01T00:00:00Z')).toBe('01-11-2026');
    // A time of day stays a moment.
    expect(timeOf('2026-11-01T02:00:00.000Z')).toBe(Date.UTC(2026, 10, 1, 2));
  });

  it('refuses what is no date', () => {
    expect(formatDate('31/02/2024')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatPayloadDate('')).toBe('');
  });

  it('is the reader of the list filters: a DD/MM/YYYY row falls in the range of its day', () => {
    const rows = [
      { name: 'December', createdAt: '05/12/2024' },
      { name: 'May', createdAt: '2024-05-12' },
    ];
    const inDecember = filterRows(rows, { from: '2024-12-01', to: '2024-12-31' }, { dateField: 'createdAt' });
    expect(inDecember.map((row) => row.name)).toEqual(['December']);
  });
});

describe('newestFirst', () => {
  it('orders by the date, day-first and ISO alike, unreadable dates last, without changing its input', () => {
    const rows = [{ at: '01-03-2026' }, { at: 'soon' }, { at: '2026-05-02T10:00:00Z' }, { at: '15-04-2026' }];
    expect(newestFirst(rows, (row) => row.at).map((row) => row.at)).toEqual(['2026-05-02T10:00:00Z', '15-04-2026', '01-03-2026', 'soon']);
    expect(rows[0]!.at).toBe('01-03-2026');
  });
});
