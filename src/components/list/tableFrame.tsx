import { createContext, useContext, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import {
  DataTableCallbacksContext,
  DataTableDataContext,
  ListContextProvider,
  useDataTableCallbacksContext,
  useEvent,
  useListContext,
  type Identifier,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { useListRows } from './listQuery';

/**
 * A list's table apart from its rows. react-admin's DataTable reads the list context, which changes as a
 * whole with each answer, so every search drew the table again: its column chooser (a search box and a
 * menu), its toolbar host and its providers, some fifty components a keystroke. Here the DataTable
 * reads a frame of the list that changes only with what the frame shows: the sort, the selection,
 * loading, and whether there are rows at all. The rows, the page's select-all and the bulk toolbar read
 * the list as it is (`useListRows`, `LiveRows`, `LiveList`).
 */
const LiveListContext = createContext<ListControllerResult | undefined>(undefined);

/** What the table's frame draws from the list; the rows and the count are drawn from the live list. */
const FRAME_FIELDS = ['sort', 'isPending', 'isLoading', 'error', 'selectedIds', 'onSelect', 'onToggleItem', 'onUnselectItems', 'resource'] as const;

const hasRows = (list: ListControllerResult) => !list.isPending && (list.data?.length ?? 0) > 0 && list.total !== 0;

function sameFrame(frame: ListControllerResult, list: ListControllerResult): boolean {
  return FRAME_FIELDS.every((field) => frame[field] === list[field]) && hasRows(frame) === hasRows(list);
}

export function TableFrame({ children }: { children: ReactNode }) {
  const list = useListContext();
  const [frame, setFrame] = useState(list);
  const shown = sameFrame(frame, list) ? frame : list;
  if (shown !== frame) setFrame(shown);
  return (
    <LiveListContext.Provider value={list}>
      <ListContextProvider value={shown}>{children}</ListContextProvider>
    </LiveListContext.Provider>
  );
}

/** Children that read the list as it is (the count, the selection) inside a table frame. */
export function LiveList({ children }: { children: ReactNode }) {
  const live = useContext(LiveListContext);
  return live ? <ListContextProvider value={live}>{children}</ListContextProvider> : children;
}

/** The DataTable's row data, as it is now, for react-admin's parts that read it (the page's select-all). */
export function LiveRows({ children }: { children: ReactNode }) {
  const rows = useListRows();
  return <DataTableDataContext.Provider value={rows}>{children}</DataTableDataContext.Provider>;
}

/**
 * react-admin's row selection (a click toggles a row, a shift-click the rows since the last one clicked)
 * over the rows on the page now: the DataTable's own reads the rows of its frame.
 */
export function LiveRowCallbacks({ rows, children }: { rows: readonly RaRecord[] | undefined; children: ReactNode }) {
  const callbacks = useDataTableCallbacksContext();
  const live = useContext(LiveListContext);
  const { selectedIds, onSelect, onToggleItem } = live ?? {};
  const lastClicked = useRef<Identifier | null>(null);
  const toggle = useEvent((id: Identifier, event: MouseEvent<HTMLInputElement>) => {
    if (!rows) return;
    if (!selectedIds?.length) lastClicked.current = null;
    const ids = rows.map((record) => record.id);
    const lastIndex = lastClicked.current === null ? -1 : ids.indexOf(lastClicked.current);
    lastClicked.current = id;
    if (!event.shiftKey || lastIndex === -1 || !selectedIds || !onSelect) return onToggleItem?.(id);
    const index = ids.indexOf(id);
    const between = ids.slice(Math.min(lastIndex, index), Math.max(lastIndex, index) + 1);
    const next = selectedIds.includes(id)
      ? selectedIds.filter((selected) => !between.includes(selected))
      : [...selectedIds, ...between.filter((between) => !selectedIds.includes(between))];
    const { isRowSelectable } = callbacks;
    // Ids of other pages stay as they are; a row of this page joins only if it can be selected.
    onSelect(
      isRowSelectable
        ? next.filter((selected) => {
            const record = rows.find((row) => row.id === selected);
            return !record || isRowSelectable(record);
          })
        : next,
    );
  });
  const value = useMemo(() => ({ ...callbacks, handleToggleItem: callbacks.handleToggleItem && toggle }), [callbacks, toggle]);
  return live ? <DataTableCallbacksContext.Provider value={value}>{children}</DataTableCallbacksContext.Provider> : children;
}
