import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { ListContextProvider, StoreContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListUrlSync } from '../../src/components/list/ListUrl';

const SORT = { field: 'customer.date', order: 'DESC' as const };
const STORE_KEY = 'users.listParams';

/** ListUrlSync under a real router, on a list whose filter the test sets as the list controller would. */
function renderList() {
  const store = memoryStore();
  let setFilter: (filter: Record<string, unknown>) => void = () => undefined;
  function List() {
    const [filter, set] = useState<Record<string, unknown>>({});
    setFilter = set;
    const list = {
      filterValues: filter,
      displayedFilters: {},
      sort: SORT,
      page: 1,
      perPage: 10,
      isFetching: false,
    } as unknown as ListControllerResult;
    return (
      <ListContextProvider value={list}>
        <ListUrlSync storeKey={STORE_KEY} sort={SORT} perPage={10} />
      </ListContextProvider>
    );
  }
  const router = createMemoryRouter([{ path: '/admin/marketplace/users', element: <List /> }], { initialEntries: ['/admin/marketplace/users'] });
  render(
    <StoreContextProvider value={store}>
      <RouterProvider router={router} />
    </StoreContextProvider>,
  );
  const urlFilter = () => JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}') as Record<string, unknown>;
  return { store, router, urlFilter, setFilter: (filter: Record<string, unknown>) => setFilter(filter) };
}

describe("the list's URL", () => {
  afterEach(() => vi.useRealTimers());

  it('follows Clear Filters made while the search it wrote is still on its way into the router, and does not bring the search back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { store, router, urlFilter, setFilter } = renderList();
    act(() => setFilter({ q: '6861756180' }));
    // The search's URL is written after the rows are painted; the router renders it in a transition,
    // and Clear Filters (an urgent update) renders first.
    act(() => {
      vi.runAllTimers();
      setFilter({});
    });
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(urlFilter()).toEqual({});
    expect(store.getItem<{ filter?: Record<string, unknown> }>(STORE_KEY)?.filter ?? {}).toEqual({});
    // Back returns to the search's URL, which sets the list again.
    await act(async () => {
      await router.navigate(-1);
      await vi.runAllTimersAsync();
    });
    expect(urlFilter()).toEqual({ q: '6861756180' });
    expect(store.getItem<{ filter?: Record<string, unknown> }>(STORE_KEY)?.filter).toEqual({ q: '6861756180' });
  });
});
