import type { ComponentType } from 'react';
import type { LazyComponent } from '../lib/lazyComponent';
import type { Endpoint } from '../api/http';
import type { CustomerManagementPlace } from '../api/customerManagement';
import type { CellRule, ExportColumn, RowTest, RowValue, SearchEntry } from './rules';
import { product } from '../config';
import type { CheckSpec, FacetDeclaration } from './facets';

/** `vrgarage` (garage portal, tab 1) or `product` (the marketplace portal, tab 2). */
export type Portal = 'vrgarage' | 'product';

/**
 * The row type of a resource whose rows are not known here: the registry holds resources of every
 * row type, and a definition both takes and returns its rows, so no narrower type fits them all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyRow = any;

export type MenuGroup = 'subAdminManagement' | 'analytics' | 'categoryManagement' | 'location' | 'leadManagement';

export interface Choice {
  id: string | number;
  name: string;
}

/** A select in the filter bar beyond date, status and search (e.g. the services' vehicle select). */
export interface ExtraFilter<Row> {
  source: string;
  /** Translation key of its label. */
  label: string;
  choices: Choice[];
  /** Row value compared with the chosen id. */
  value: RowValue<Row>;
}

export type { ExportColumn };

/** What reading a whole list by code is given: the values of the resource's fetch filters. */
export interface WholeRequest {
  signal?: AbortSignal;
  filter: Record<string, unknown>;
}

/** One page as a server-paged list's call asks it. */
export interface PageRequest {
  page: number;
  perPage: number;
  filter: Record<string, unknown>;
}

/** Every row in one documented call's answer, which the list engine parses as it arrives. */
export interface StreamedRead<Row> {
  /** The documented list call (no payload, no path parameters). */
  whole: Endpoint<void, unknown>;
  /** Dotted path of the rows array in the answer (`garages`, `data.data`). */
  rows: string;
  /** Rows of the answer the list keeps (e.g. active garages only). */
  keep?: RowTest<Row>;
  /** The list of GET /customerManagement's rows this one shows (its rows sorted and reshaped there). */
  place?: CustomerManagementPlace;
}

/**
 * Every row, read on the page by code (a payload built from the fetch filters, retries the screen
 * shows, rows reshaped) and handed to the list engine, which keeps, filters and pages them.
 */
export interface CodeRead<Row> {
  whole: (request: WholeRequest) => Promise<Row[]>;
}

/**
 * The server pages (page and limit as documented). A search or filter the call cannot apply, the
 * export and the dashboards' figures ask it whole through the list engine: page 1 for the total,
 * then page 1 with `limit` = total.
 */
export interface PagedRead {
  pages: Endpoint<unknown, unknown>;
  /** The body of one page for the list's filter values. */
  body: (request: PageRequest) => object;
  /** Dotted paths of the rows and the total in the answer. */
  rows: string;
  total: string;
  /** The body field of the page length (`limit`). */
  limit: string;
  /** Filter values the call itself applies besides the fetch filters (the quotes' dates); the engine applies the others. */
  serverFilters?: string[];
  /** The failure the screen shows instead of the call's (the quotes' words for a 400, 002 §8). */
  failure?: (error: unknown) => unknown;
}

/** How a list is read, declared once. */
export type ListRead<Row> = StreamedRead<Row> | CodeRead<Row> | PagedRead;

export const isStreamedRead = <Row>(read: ListRead<Row> | undefined): read is StreamedRead<Row> =>
  Boolean(read && 'whole' in read && typeof read.whole !== 'function');

export const isPagedRead = <Row>(read: ListRead<Row> | undefined): read is PagedRead => Boolean(read && 'pages' in read);

/**
 * A bulk action: one of the resource's own row calls, sent once per selected row by the bulk runner
 * with the same payload the row's action sends.
 */
export interface BulkAction<Row> {
  /** Translation key of its label (`app.status.deactivate`). */
  label: string;
  /** The row's documented call for one row; `reason` is the one optional reason asked for every row. */
  run: (row: Row, input: { reason: string }) => Promise<unknown>;
  /** Rows the action changes; the other selected rows are left out (deactivating an inactive row). */
  appliesTo?: (row: Row) => boolean;
  /** The confirmation asks one optional reason, sent with every row. */
  askReason?: boolean;
}

export interface BulkDeclaration<Row> {
  /** Activate and Deactivate through the resource's changeStatus, on the rows whose status differs. */
  status?: boolean;
  /** Rows neither Activate nor Deactivate applies to (an expired promo code, whose switch sends 'Expired'). */
  statusSkips?: (row: Row) => boolean;
  /** Further actions by name (Approve). */
  actions?: Record<string, BulkAction<Row>>;
  /** How a row is named in the results (the garage's name). */
  rowLabel?: (row: Row) => string;
}

/** What a dialog a resource offers about another resource's row is given. */
export interface RowDialogProps {
  open: boolean;
  record: AnyRow;
  onClose: () => void;
}

/**
 * Everything that differs between resources, stated once. Generic code (dataProvider, menu, routes,
 * access, filter bar, export) reads it.
 */
export interface ResourceDefinition<Row extends object = AnyRow> {
  /** Route segment exactly as the spec writes it (`category`, `GarageManagement`, `page`). */
  name: string;
  /** Translation key: `resources.<key>.*`. */
  key: string;
  portal: Portal;
  menu?: { group?: MenuGroup; icon: ComponentType; order: number };
  /** The list screen (lazy, so each screen is its own chunk); helpers such as defineReport supply it. */
  list?: Screen;
  /** Field holding the record id in answers (default `_id`). */
  idField?: string;
  /** The id of a row lacking `idField`, where the documents give two (a garage's garageId). */
  idFallback?: string;
  /**
   * The rows' own actions send the row's id (a switch, an edit, a dialog's calls): a row sent without
   * one is shown with its id marked as not read and its actions off. Read-only rows need no id.
   */
  actsById?: boolean;
  pageSize?: number;
  /** Page sizes offered; default: the page size only. */
  perPageOptions?: number[];
  /** How the list is read: a whole-list call, whole by code, or server pages. */
  read?: ListRead<Row>;
  /** How long client-paged rows are reused (default 15 s); saves and the refresh button drop them sooner. */
  rowsTtlMs?: number;
  /** Filters the list call itself needs (e.g. the cities' stateId); rows are cached per value. */
  fetchFilters?: string[];
  /**
   * A filter the list's call needs (Cities: its state): until one is chosen, nothing is asked and the
   * empty text asks for it (`resources.<key>.choose_first`) rather than saying there are no rows.
   */
  emptyUntilChosen?: string;
  /** Reads one record with its own documented call (e.g. POST /singleAdminRole); used by getOne. */
  fetchOne?: (id: string, request: { signal?: AbortSignal }) => Promise<Row>;
  /** What the free-text filter searches (case-insensitive): dotted paths, or cell rules for coded values. */
  search?: SearchEntry[];
  /** A Search button after the search box, which applies what is typed at once (001 §2.3 Notifications). */
  searchButton?: boolean;
  /** Creation date used by the from/to filter and the newest-first sort. */
  dateField?: string;
  /** The date a row lacking `dateField` is filtered and sorted by: the one its date column shows then. */
  dateFallback?: string;
  /**
   * Client paging: columns sorted by what they show where that is not their field as sent (a state sent
   * with `name` only, a business type sent as its code): the cell rule per column source.
   */
  sorts?: Record<string, CellRule>;
  /** Status semantics for the status filter; absent hides the status select. */
  isActive?: RowTest<Row>;
  /**
   * Where the status switch and its call go by the row's flag rather than by isActive (a feature past
   * its expiry shows Expired, yet its switch still shows and flips its `status`): the switch's position,
   * its question and the bulk Activate and Deactivate follow this test.
   */
  switchedOn?: RowTest<Row>;
  /**
   * The rows Inactive keeps when a row may carry no status (otherwise every row not active); declared,
   * the status filter also offers No status, for the rows neither test holds.
   */
  isInactive?: RowTest<Row>;
  /** Labels of the status filter's two choices when not Active/Inactive (translation keys). */
  statusLabels?: { active: string; inactive: string };
  extraFilters?: ExtraFilter<Row>[];
  /**
   * Client paging: the columns a person narrows the list by, counted under the current filters in the
   * Filters panel (core/facets). A facet whose source is also an extra filter's takes that filter over.
   */
  facets?: FacetDeclaration[];
  /** Client paging: the data checks offered by the Data checks button (core/facets). */
  checks?: CheckSpec[];
  /** Default sort (newest first on dateField unless stated). */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  create?: (values: Record<string, unknown>) => Promise<unknown>;
  update?: (row: Row, values: Record<string, unknown>) => Promise<unknown>;
  /** Sets the opposite of the row's status. */
  changeStatus?: (row: Row) => Promise<unknown>;
  /**
   * Removes what `id` names through its documented call: a row, or a part of one (a rating's comment,
   * by its ratingId). The data provider's delete and deleteMany (one call per id) send it.
   */
  delete?: (id: string) => Promise<unknown>;
  /**
   * Keys of the other resources whose cached rows a write to this one makes stale (approving a garage
   * moves it into Garage Management). The data provider drops them with this resource's own rows after
   * create, update, changeStatus and every area call that writes on this resource's behalf.
   */
  invalidates?: readonly string[];
  export?: {
    fileName?: string;
    columns: ExportColumn<Row>[];
    /** Translation key shown when the export fails (default `app.export.failed`). */
    failedKey?: string;
  };
  /** Actions reserved to role admin beyond export (e.g. `clearFilters`). */
  adminOnlyActions?: string[];
  /**
   * Rows the finder (Ctrl+K) offers from this client-paged list, matched by its `search` fields: how a
   * row reads there, and the list filter that shows that row.
   */
  finder?: { title: (row: Row) => string; detail: (row: Row) => string; filterOf: (row: Row) => Record<string, unknown> };
  /**
   * A dialog about a row of another resource (a garage's subscriptions), lazy: that resource's screen
   * opens it through the registry instead of importing this area's screen.
   */
  rowDialog?: ComponentType<RowDialogProps>;
  /** Actions on selected rows, each the row's own call sent once per row; export of the selection needs no entry. */
  bulk?: BulkDeclaration<Row>;
  /**
   * Work waiting on this screen, counted in its menu entry: a field of GET /adminDashboard's data, or
   * the rows (by `dateField`) that arrived since the user last opened the list.
   */
  waiting?: { dashboardField: string } | { arrivals: true };
  /**
   * How a record reads on a phone (below 600 px), by its list's column sources: the record's name,
   * then the two or three facts that tell records apart (drawn as their columns draw them). Default:
   * the list's first text column, then the next two.
   */
  card?: CardDeclaration;
}

export interface CardDeclaration {
  /** Source of the column that names the record. */
  title: string;
  /** Sources of the columns shown under the name (not controls: the card opens on a tap). */
  facts?: readonly string[];
  /** The name as its source's text, where the column's cell is a control (the card is one button). */
  titleAsText?: boolean;
}

export interface Resource<Row extends object = AnyRow> extends ResourceDefinition<Row> {
  /** react-admin resource name and route without the leading slash: `admin/category`. */
  route: string;
  idField: string;
  paging: 'client' | 'server';
  pageSize: number;
  /** The bulk actions by name, status ones included (empty when the resource declares none). */
  bulkActions: Record<string, BulkAction<Row>>;
}

/** Route -> the routes whose cached rows a write to it makes stale (itself first), from `invalidates`. */
export function staleRoutesByRoute(resources: readonly Resource[]): Map<string, string[]> {
  const routeOfKey = new Map(resources.map((resource) => [resource.key, resource.route]));
  return new Map(
    resources.map((resource) => {
      const others = (resource.invalidates ?? []).map((key) => {
        const route = routeOfKey.get(key);
        if (!route) throw new Error(`${resource.key} invalidates unknown resource ${key}`);
        return route;
      });
      return [resource.route, [resource.route, ...others]];
    }),
  );
}

export function routeOf(portal: Portal, name: string): string {
  return portal === 'vrgarage' ? `admin/${name}` : `admin/${product}/${name}`;
}

/** The declared bulk actions, with Activate and Deactivate built from changeStatus and the switch's test. */
function bulkActionsOf<Row extends object>({
  bulk,
  changeStatus,
  isActive: active,
  switchedOn,
}: ResourceDefinition<Row>): Record<string, BulkAction<Row>> {
  const isActive = switchedOn ?? active;
  const skips = bulk?.statusSkips ?? (() => false);
  const status: Record<string, BulkAction<Row>> = bulk?.status && changeStatus && isActive
    ? {
        activate: { label: 'app.status.activate', run: (row) => changeStatus(row), appliesTo: (row) => !skips(row) && !isActive(row) },
        deactivate: { label: 'app.status.deactivate', run: (row) => changeStatus(row), appliesTo: (row) => !skips(row) && isActive(row) },
      }
    : {};
  return { ...status, ...bulk?.actions };
}

export function defineResource<Row extends object>(definition: ResourceDefinition<Row>): Resource<Row> {
  return {
    bulkActions: bulkActionsOf(definition),
    idField: '_id',
    pageSize: 10,
    ...definition,
    paging: isPagedRead(definition.read) ? 'server' : 'client',
    route: routeOf(definition.portal, definition.name),
  };
}

type ListSort = { field: string; order: 'ASC' | 'DESC' };

/**
 * The order a list's rows follow: the sort asked (react-admin's default `id` asks none), else the
 * declared one, else newest first on the date field.
 */
export function listSortOf(resource: Pick<ResourceDefinition, 'sort' | 'dateField'>, asked?: ListSort): ListSort | undefined {
  if (asked?.field && asked.field !== 'id') return asked;
  return resource.sort ?? (resource.dateField ? { field: resource.dateField, order: 'DESC' } : undefined);
}

/** The portal source value stored on features and roles. */
export function sourceOf(portal: Portal): string {
  return portal === 'vrgarage' ? 'vrgarage' : product;
}

/** A resource's name as its list's heading says it (the plural): the app bar, the tab, the first paint's frame. */
export function resourceHeading(resource: { key: string }, translate: (key: string, options?: object) => string): string {
  return translate(`resources.${resource.key}.name`, { smart_count: 2 });
}

/** The resource whose screens live at `pathname` (`/admin/category` or below it). */
export function resourceAt(resources: readonly Resource[], pathname: string): Resource | undefined {
  const path = `${pathname.split('/').filter(Boolean).join('/')}/`;
  return resources.find((candidate) => path.startsWith(`${candidate.route}/`));
}

/** A list screen: `lazyComponent(() => import('./<Name>List'))`, whose code a list opened by its URL asks for with the console's (`prefetchRowsAt` in App). */
export type Screen = ComponentType & Partial<Pick<LazyComponent<object>, 'preload' | 'isLoaded'>>;
