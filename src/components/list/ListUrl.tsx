import { createContext, memo, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  RouterProviderContext,
  StoreContext,
  memoryStore,
  parseQueryFromLocation,
  reactRouterProvider,
  useListContext,
  useStore,
  useStoreContext,
  type RouterLocation,
  type SortPayload,
  type Store,
} from 'react-admin';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { keysApart } from '../../lib/keysApart';
import { useStableNavigate } from '../../layout/consoleRouter';

/**
 * A list's filter, sort and page live in react-admin's store (its `disableSyncWithLocation` mode), so
 * a change reaches the list controller and the engine at once and re-renders the list alone; the URL
 * follows it. A URL that changes from outside (a link, Back, a saved view, a reload) sets them back.
 */
interface ListParams {
  filter: Record<string, unknown>;
  displayedFilters?: Record<string, unknown>;
  order: string;
  page: number;
  perPage: number;
  sort: string;
}

interface Defaults {
  /** The list's sort prop; react-admin's own default without one. */
  sort?: SortPayload;
  perPage: number;
}
const REACT_ADMIN_SORT: SortPayload = { field: 'id', order: 'ASC' };

/** A whole number from 1 to `most`, else `fallback`: a hand-edited URL asks for no page 1.5 or 1e21 rows. */
const wholeIn = (value: unknown, most: number, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= most ? number : fallback;
};

function paramsOf(query: Record<string, unknown>, defaults: Defaults): ListParams {
  const displayed = query.displayedFilters as Record<string, unknown> | undefined;
  return {
    filter: (query.filter as Record<string, unknown> | undefined) ?? {},
    ...(displayed && Object.keys(displayed).length > 0 ? { displayedFilters: displayed } : {}),
    order: String(query.order ?? (defaults.sort ?? REACT_ADMIN_SORT).order),
    page: wholeIn(query.page, 1e6, 1),
    perPage: wholeIn(query.perPage, 100, defaults.perPage),
    sort: String(query.sort ?? (defaults.sort ?? REACT_ADMIN_SORT).field),
  };
}

/** The URL's search for the params, in react-admin's own form (`?filter={...}&order=...`). */
function searchOf(params: ListParams): string {
  const search = new URLSearchParams();
  if (params.displayedFilters) search.set('displayedFilters', JSON.stringify(params.displayedFilters));
  search.set('filter', JSON.stringify(params.filter));
  search.set('order', params.order);
  search.set('page', String(params.page));
  search.set('perPage', String(params.perPage));
  search.set('sort', params.sort);
  return `?${search.toString()}`;
}

/** Runs `work` in a task after the next frame is painted; returns its cancel. */
function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

const paramsFromSearch = (search: string, defaults: Defaults) => paramsOf(parseQueryFromLocation({ search }), defaults);
const hasQuery = (search: string) => Object.keys(parseQueryFromLocation({ search })).length > 0;

/** The location as the list's own controller sees it: it changes with the path only, so a URL the list wrote does not render the list again. */
const ListLocationContext = createContext<RouterLocation | null>(null);
function useListLocation(): RouterLocation {
  const location = useContext(ListLocationContext);
  if (!location) throw new Error('useListLocation outside ListUrlProvider');
  return location;
}
/**
 * The router as the list sees it: the location of its path, and a navigate that stays the same
 * (react-router's own renders ListBase again with every URL the list writes).
 */
const listRouterProvider = { ...reactRouterProvider, useLocation: useListLocation, useNavigate: useStableNavigate };

/**
 * The lists' params, kept in this tab beside the store of the account signed in: in that one (local
 * storage) a list's filters would follow those typed in another tab. One memory per account's store,
 * so the next account to sign in here does not start from the last one's filters.
 */
const paramsStores = new WeakMap<Store, Store>();

/** The console's store, but for the list's params key, which lives in this tab's memory. */
function withParamsApart(store: Store, paramsKey: string): Store {
  let paramsStore = paramsStores.get(store);
  if (!paramsStore) {
    paramsStores.set(store, (paramsStore = memoryStore()));
    // react-admin's provider would set it up; this one has none.
    paramsStore.setup();
  }
  return {
    ...keysApart(store, paramsStore, (key) => key === paramsKey),
    // The console's store is set up and torn down by react-admin's own provider.
    setup: () => undefined,
    teardown: () => undefined,
  };
}

/**
 * Around a react-admin `<List disableSyncWithLocation storeKey={storeKey}>`: keeps the list's params
 * apart in this tab, puts the URL's params there before the list first asks for rows, and shields
 * the list from location changes.
 */
export function ListUrlProvider({ storeKey, sort, perPage, children }: { storeKey: string; children: ReactNode } & Defaults) {
  const location = useLocation();
  const consoleStore = useStoreContext();
  const store = useMemo(() => withParamsApart(consoleStore, storeKey), [consoleStore, storeKey]);
  // A list opened with params in its URL shows them, not those kept from its last visit: put in the
  // list's store (in this tab's memory, nothing subscribed yet) once, before the list first reads it.
  // Later URL changes go through ListUrlSync.
  useState(() => {
    if (hasQuery(location.search)) store.setItem(storeKey, paramsOf(parseQueryFromLocation(location), { sort, perPage }));
  });
  // The location the list sees changes with the path only: a new one is taken when the path changes.
  const [listLocation, setListLocation] = useState(location);
  if (listLocation.pathname !== location.pathname) setListLocation(location);
  return (
    <ListUrlScope store={store} location={listLocation}>
      {children}
    </ListUrlScope>
  );
}

/**
 * The list under its shields, memoised: a URL the list wrote (its search) renders ListUrlProvider
 * again, and without this the whole list screen with it.
 */
const ListUrlScope = memo(function ListUrlScope({ store, location, children }: { store: Store; location: RouterLocation; children: ReactNode }) {
  return (
    <StoreContext.Provider value={store}>
      <ListLocationContext.Provider value={location}>
        <RouterProviderContext.Provider value={listRouterProvider}>{children}</RouterProviderContext.Provider>
      </ListLocationContext.Provider>
    </StoreContext.Provider>
  );
});

/** Marks a location the list wrote itself (history state), so its arrival is not taken for a URL set from outside. */
const LIST_WRITE = 'consoleListWrite';

/** Whether the location is one the list wrote, arriving now (not Back or Forward to it). */
function isListWrite(location: RouterLocation & { state?: unknown }, navigationType: string): boolean {
  return navigationType !== 'POP' && (location.state as Record<string, unknown> | null)?.[LIST_WRITE] === true;
}

/**
 * Inside the list: writes the list's params to the URL after they change (a new history entry, so
 * Back returns to the earlier rows), and puts params the URL gained from outside into the store.
 * Outside is told by the location's key, not its search: the router renders a written URL later (a
 * transition), and a location not yet caught up, or one the list wrote on its way in after the list
 * moved on (Clear Filters right after a search), must not set the list back.
 */
export function ListUrlSync({ storeKey, sort, perPage }: { storeKey: string } & Defaults) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [, setParams] = useStore<ListParams>(storeKey);
  const list = useListContext();
  const current = searchOf(
    paramsOf(
      {
        filter: list.filterValues,
        displayedFilters: list.displayedFilters,
        order: list.sort.order,
        page: list.page,
        perPage: list.perPage,
        sort: list.sort.field,
      },
      { sort, perPage },
    ),
  );
  const defaults = searchOf(paramsOf({}, { sort, perPage }));
  /** The location last handled (its key and search) and the list's params the URL was last matched to or written with. */
  const synced = useRef<{ key: string; url: string; list: string } | null>(null);
  /** The location the effect last ran with: Back or Forward brings a new one, to the entry last handled too. */
  const seen = useRef(location);

  useEffect(() => {
    const last = synced.current;
    const arrived = location !== seen.current;
    seen.current = location;
    const moved = last !== null && location.key !== last.key;
    // Back or Forward to the entry last handled before the router drew the list's own write (a
    // transition a busy page renders late): the same key, and a URL that is not what the list shows.
    const inUrl = hasQuery(location.search) ? paramsOf(parseQueryFromLocation(location), { sort, perPage }) : null;
    const returned = arrived && !moved && navigationType === 'POP' && (inUrl ? searchOf(inUrl) : defaults) !== current;
    if (!last || returned || (moved && !isListWrite(location, navigationType) && location.search !== last.url)) {
      // A URL with params (a link, a saved view, Back) sets the list; Back to the bare path, its defaults.
      const fromUrl = inUrl ?? (last ? paramsOf({}, { sort, perPage }) : null);
      if (fromUrl) {
        const wanted = searchOf(fromUrl);
        if (wanted !== current) setParams(fromUrl);
        synced.current = { key: location.key, url: location.search, list: wanted };
      } else if (current !== defaults) {
        // Opened without params: as react-admin does, the URL shows those kept from the last visit.
        synced.current = { key: location.key, url: location.search, list: current };
        navigate({ search: current }, { replace: true, state: { [LIST_WRITE]: true } });
      } else synced.current = { key: location.key, url: location.search, list: current };
      return;
    }
    // The list's own write arrived (or the location moved without changing the list's params).
    if (moved) synced.current = { ...last, key: location.key, url: location.search };
    // The URL follows once the rows show, after they are painted: writing it renders the app bar and
    // menu again, a task of its own rather than one with the rows the user waits for.
    const written = synced.current!.list;
    if (current === written || list.isFetching) return;
    return afterPaint(() => {
      const pageOnly = searchOf({ ...paramsFromSearch(written, { sort, perPage }), page: list.page }) === current;
      synced.current = { ...synced.current!, list: current };
      // A new history entry, so Back returns to the earlier rows; a new page scrolls to the top as react-admin's does.
      void navigate({ search: current }, { state: { _scrollToTop: pageOnly, [LIST_WRITE]: true } });
    });
  }, [location, navigationType, current, defaults, sort, perPage, setParams, navigate, list.page, list.isFetching]);
  return null;
}
