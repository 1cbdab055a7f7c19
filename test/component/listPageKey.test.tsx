import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, testDataProvider, useGetList, type FilterPayload, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListQueryProvider, listPageKey, useSetFiltersWithPage } from '../../src/components/list/listQuery';

describe('listPageKey', () => {
  it("is react-admin's key of a list's page: a page put there ahead is the one its list reads, without asking", () => {
    const params = { filter: { q: 'zeta' }, sort: { field: 'registationDate', order: 'DESC' as const }, pagination: { page: 1, perPage: 10 } };
    const page = { data: [{ id: 'g1', garageName: 'Zeta Motors' }], total: 1 };
    const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(listPageKey('GarageManagement', params), page);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext dataProvider={testDataProvider({ getList })} queryClient={queryClient}>
        {children}
      </CoreAdminContext>
    );
    const { result } = renderHook(() => useGetList('GarageManagement', params, { staleTime: Number.POSITIVE_INFINITY }), { wrapper });
    expect(result.current.data).toEqual(page.data);
    expect(result.current.total).toBe(1);
    expect(getList).not.toHaveBeenCalled();
  });
});

describe('filters asked from two parts of one list', () => {
  afterEach(() => vi.useRealTimers());

  it('drop an ask whose page comes after a later ask, from whichever part: a state chosen just before a search does not undo it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const pages = new Map<string, (page: { data: unknown[]; total: number }) => void>();
    const askPage = vi.fn(
      (_resource: string, params: { filter: FilterPayload }) => new Promise((resolve) => pages.set(JSON.stringify(params.filter), resolve)),
    );
    const setFilters = vi.fn();
    const list = {
      resource: 'cities',
      filterValues: { stateId: 'KA' },
      displayedFilters: {},
      sort: { field: 'cityName', order: 'ASC' },
      page: 1,
      perPage: 10,
      data: [],
      setFilters,
      setSort: vi.fn(),
      refetch: vi.fn(),
    } as unknown as ListControllerResult;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext dataProvider={{ ...testDataProvider(), askPage }}>
        <ListQueryProvider list={list} filterValuesNow={() => list.filterValues}>
          {children}
        </ListQueryProvider>
      </CoreAdminContext>
    );
    // The state picker and the filter bar each hold their own.
    const { result } = renderHook(() => ({ picker: useSetFiltersWithPage(), bar: useSetFiltersWithPage() }), { wrapper });
    act(() => {
      result.current.picker({ stateId: 'MH' });
      result.current.bar({ stateId: 'MH', q: 'Pune' });
    });
    // The search's page comes first, the state's after it, then every wait runs out.
    await act(async () => pages.get('{"stateId":"MH","q":"Pune"}')!({ data: [], total: 0 }));
    await act(async () => pages.get('{"stateId":"MH"}')!({ data: [], total: 0 }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(setFilters.mock.calls.map(([filter]) => filter)).toEqual([{ stateId: 'MH', q: 'Pune' }]);
  });
});
