import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useCanAccess, useDataProvider, useListContext, type Identifier, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import type { Resource } from '../../core/defineResource';
import { lazyComponent } from '../../lib/lazyComponent';
import { DialogLoading } from '../DialogLoading';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { usePreloadAfterFirstReads } from '../useAfterFirstReads';
import { BulkOpener, type BulkRun } from './bulkRun';

// The toolbar and the dialog are one chunk: the toolbar's buttons open the dialog.
const BulkToolbar = lazyComponent(async () => ({ default: (await import('./BulkParts')).BulkToolbar }));
const BulkDialog = lazyComponent(async () => ({ default: (await import('./BulkParts')).BulkDialog }));
/** The bulk buttons (DataTable's `bulkActionButtons`, which the toolbar below draws). */
export const BulkButtons = lazyComponent(async () => ({ default: (await import('./BulkParts')).BulkButtons }));
const BULK_PARTS = [BulkToolbar];
const NOTHING: never[] = [];

/** The selected rows: from the list engine for client-paged lists, else from the pages the list has shown. */
function useSelectedRows() {
  const definition = useResourceDefinition();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  return async (ids: readonly Identifier[]): Promise<RaRecord[]> => {
    const byId = new Map<string, RaRecord>();
    for (const [, answer] of queryClient.getQueriesData<{ data?: RaRecord[] }>({ queryKey: [definition.route, 'getList'] })) {
      answer?.data?.forEach((row) => byId.set(String(row.id), row));
    }
    // The engine holds the current rows of a list read without call filters; shown pages may be older.
    if (definition.paging !== 'server' && !definition.fetchFilters?.length) {
      const { data } = await dataProvider.getMany(definition.route, { ids: [...ids] });
      data.forEach((row) => byId.set(String(row.id), row));
    }
    return ids.flatMap((id) => byId.get(String(id)) ?? []);
  };
}

/**
 * The DataTable's bulk toolbar, drawn while rows are selected: collapsed it is hidden anyway
 * (BULK_TOOLBAR_IN_FLOW), and drawn it renders its some seventy components again with every answer,
 * loading flag and keystroke of the list.
 */
function BulkToolbarWhileSelected() {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkToolbar />
    </Suspense>
  );
}

export const bulkToolbar = <BulkToolbarWhileSelected />;

/**
 * The bulk toolbar in the flow above the rows (drawn over them, the table's scroll box would clip it);
 * collapsed (nothing selected) it is hidden outright, so its buttons leave the tab order and the
 * accessibility tree instead of sitting there at zero height.
 */
export const BULK_TOOLBAR_IN_FLOW = {
  '&& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
  '&& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
} as const;

/** Whether the list offers row selection: a declared bulk action, or export for roles that may export. */
export function useHasBulk(definition: Resource): boolean {
  const { canAccess } = useCanAccess({ resource: definition.route, action: 'export' });
  return Object.keys(definition.bulkActions).length > 0 || Boolean(definition.export && canAccess);
}

/**
 * Holds the bulk run of a list (outside the table, which may empty as rows leave it) and its dialog.
 * `preload`: the list offers selection, so the toolbar's and dialog's code loads once the first reads are done.
 */
export function BulkHost({ children, preload }: { children: ReactNode; preload: boolean }) {
  const definition = useResourceDefinition();
  const selectedRows = useSelectedRows();
  const [run, setRun] = useState<BulkRun>();
  usePreloadAfterFirstReads(preload ? BULK_PARTS : NOTHING);
  const label = (row: RaRecord) => definition.bulk?.rowLabel?.(row) || String(row.id);

  const open = (name: string, ids: Identifier[]) => {
    setRun({ action: name, ids, items: [], phase: 'reading' });
    const applies = definition.bulkActions[name]?.appliesTo ?? (() => true);
    selectedRows(ids).then(
      (rows) =>
        setRun((current) =>
          current?.ids === ids
            ? { ...current, rows, items: rows.filter(applies).map((row) => ({ id: row.id, label: label(row), state: 'waiting' })), phase: 'confirm' }
            : current,
        ),
      () => setRun((current) => (current?.ids === ids ? { ...current, loadFailed: true } : current)),
    );
  };

  return (
    <BulkOpener.Provider value={open}>
      {children}
      {run && (
        <Suspense fallback={<DialogLoading />}>
          <BulkDialog run={run} setRun={setRun} />
        </Suspense>
      )}
    </BulkOpener.Provider>
  );
}
