import { describe, expect, it } from 'vitest';
import { filterRows, runListQuery, sortRows } from '../../src/data/listQuery';
import { timeOf } from '../../src/lib/dates';
import { engineResourceOf, listSettingsOf } from '../../src/data/listEngine/settings';
import { resources } from '../../src/areas/registry';

interface Row {
  name: string;
  owner: string;
  createdAt: string;
  status: boolean;
  vehicleType: number;
  nested?: { phone: string };
}

const rows: Row[] = [
  { name: 'Apex Motors', owner: 'Ravi Kumar', createdAt: '2026-01-05T10:00:00Z', status: true, vehicleType: 1, nested: { phone: '9876543210' } },
  { name: 'Bike Bay', owner: 'Sunita Rao', createdAt: '2026-02-10T10:00:00Z', status: false, vehicleType: 2 },
  { name: 'Car Care Hub', owner: 'Imran Shaikh', createdAt: '2026-03-15T23:30:00', status: true, vehicleType: 1 },
  { name: 'Detailing Den', owner: 'Apex Group', createdAt: '2025-12-31T12:00:00Z', status: true, vehicleType: 3 },
];
const spec = {
  search: ['name', 'owner', 'nested.phone'],
  dateField: 'createdAt',
  isActive: (row: Row) => row.status,
  extraFilters: [{ source: 'vehicleType', value: (row: Row) => row.vehicleType }],
};

describe('list query', () => {
  it('searches every declared field case-insensitively, nested paths included', () => {
    expect(filterRows(rows, { q: 'APEX' }, spec).map((row) => row.name)).toEqual(['Apex Motors', 'Detailing Den']);
    expect(filterRows(rows, { q: '98765' }, spec).map((row) => row.name)).toEqual(['Apex Motors']);
  });

  it('searches rows as they arrive, never matching across two rows or two fields', () => {
    const arriving = rows.slice(0, 2);
    expect(filterRows(arriving, { q: 'apex' }, spec).map((row) => row.name)).toEqual(['Apex Motors']);
    arriving.push(rows[2], rows[3]);
    expect(filterRows(arriving, { q: 'apex' }, spec).map((row) => row.name)).toEqual(['Apex Motors', 'Detailing Den']);
    expect(filterRows(arriving, { q: 'raocar' }, spec)).toEqual([]);
    expect(filterRows(arriving, { q: 'baysunita' }, spec)).toEqual([]);
    expect(filterRows(arriving, { q: 'a' }, spec)).toHaveLength(4);
  });

  it('a sorted page searches with the search of its list (the facet counts), and searches anew for new rows or another needle', () => {
    const list = rows.slice(0, 3);
    const byName = { field: 'name', order: 'DESC' as const };
    const names = (query: Parameters<typeof runListQuery>[1]) => runListQuery(list, query, spec).data.map((row) => row.name);
    expect(names({ sort: byName })).toEqual(['Car Care Hub', 'Bike Bay', 'Apex Motors']);
    // The list searched first (as the facet counts do), then its sorted copy.
    expect(filterRows(list, { q: 'a' }, spec).map((row) => row.name)).toEqual(['Apex Motors', 'Bike Bay', 'Car Care Hub']);
    expect(names({ sort: byName, filter: { q: 'a' } })).toEqual(['Car Care Hub', 'Bike Bay', 'Apex Motors']);
    expect(names({ sort: byName, filter: { q: 'apex' } })).toEqual(['Apex Motors']);
    list.push(rows[3]);
    expect(names({ sort: byName, filter: { q: 'apex' } })).toEqual(['Detailing Den', 'Apex Motors']);
    expect(names({ sort: { field: 'createdAt', order: 'ASC' }, filter: { q: 'apex' } })).toEqual(['Detailing Den', 'Apex Motors']);
    expect(names({ sort: byName, filter: { q: 'sunita' } })).toEqual(['Bike Bay']);
  });

  it('keeps rows created within the from/to days, both ends inclusive', () => {
    const names = filterRows(rows, { from: '2026-01-05', to: '2026-03-15' }, spec).map((row) => row.name);
    expect(names).toEqual(['Apex Motors', 'Bike Bay', 'Car Care Hub']);
    expect(filterRows(rows, { from: '2026-02-11' }, spec).map((row) => row.name)).toEqual(['Car Care Hub']);
  });

  it('filters and sorts a row lacking the date field by its fallback, the date its column shows', () => {
    const registered = [
      ...rows,
      { name: 'Engine Works', owner: 'Kiran', registationDate: '2026-02-20T09:00:00Z', status: true, vehicleType: 1 },
    ] as Row[];
    const withFallback = { ...spec, dateFallback: 'registationDate' };
    expect(filterRows(registered, { from: '2026-02-20', to: '2026-02-20' }, withFallback).map((row) => row.name)).toEqual(['Engine Works']);
    const newest = runListQuery(registered, { sort: { field: 'createdAt', order: 'DESC' }, page: 1, perPage: 3 }, withFallback);
    expect(newest.data.map((row) => row.name)).toEqual(['Car Care Hub', 'Engine Works', 'Bike Bay']);
    // Without the fallback, the row has no date: out of any date range, last in the newest-first order.
    expect(filterRows(registered, { from: '2026-02-20', to: '2026-02-20' }, spec)).toEqual([]);
  });

  it("counts a row sent without its status neither Active nor Inactive when the list declares no 'No status'", () => {
    const { isActive, isInactive } = engineResourceOf(listSettingsOf(resources.find((resource) => resource.key === 'category')!));
    const unsent = [...rows, { name: 'No Flag', owner: 'Asha', createdAt: '2026-03-01T10:00:00Z', vehicleType: 1 }] as Row[];
    const withRules = { ...spec, isActive, isInactive };
    expect(filterRows(unsent, { status: 'inactive' }, withRules).map((row) => row.name)).toEqual(['Bike Bay']);
    expect(filterRows(unsent, { status: 'active' }, withRules).map((row) => row.name)).not.toContain('No Flag');
    expect(filterRows(unsent, {}, withRules).map((row) => row.name)).toContain('No Flag');
  });

  it('matches status and extra selects', () => {
    expect(filterRows(rows, { status: 'inactive' }, spec).map((row) => row.name)).toEqual(['Bike Bay']);
    expect(filterRows(rows, { status: 'active', vehicleType: '1' }, spec)).toHaveLength(2);
  });

  it('sorts newest first and pages, counting all filtered rows', () => {
    const result = runListQuery(rows, { sort: { field: 'createdAt', order: 'DESC' }, page: 2, perPage: 3 }, spec);
    expect(result.total).toBe(4);
    expect(result.data.map((row) => row.name)).toEqual(['Detailing Den']);
    expect(sortRows(rows.slice(), { field: 'createdAt', order: 'DESC' })[0].name).toBe('Car Care Hub');
  });

  it('stops at a full page when only the page is wanted (the finder), with the same first rows', () => {
    const searched = (rowSpec: { search: string[] }) => {
      let reads = 0;
      const counted = rows.map((row) => new Proxy(row, { get: (target, key) => (key === 'owner' && reads++, Reflect.get(target, key)) }));
      const result = runListQuery(counted, { filter: { q: 'a' }, page: 1, perPage: 2, pageOnly: true }, rowSpec);
      return { names: result.data.map((row) => row.name), reads };
    };
    expect(searched({ search: ['name', 'owner'] })).toEqual({ names: ['Apex Motors', 'Bike Bay'], reads: 2 });
    expect(runListQuery(rows, { filter: { q: 'a' }, page: 1, perPage: 2 }, spec).data.map((row) => row.name)).toEqual(['Apex Motors', 'Bike Bay']);
  });

  it('reads DD-MM-YYYY dates as well as ISO', () => {
    expect(timeOf('05-01-2026')).toBe(new Date(2026, 0, 5).getTime());
    expect(Number.isNaN(timeOf('not a date'))).toBe(true);
  });
});
