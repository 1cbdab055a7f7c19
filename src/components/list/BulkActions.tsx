import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import {
  BulkActionsToolbar,
  SelectAllButton,
  useCanAccess,
  useDataProvider,
  useListContext,
  useLocaleState,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import type { Resource } from '../../core/defineResource';
import { DetailDialog } from '../DetailDialog';
import { ExportButton } from './ExportButton';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { useDropStaleQueries } from '../useDropStaleQueries';
import { countStates, runBulk, type BulkItem, type BulkState } from './runBulk';

const T = 'app.bulk';

/** Opens the bulk dialog for an action on the selected ids. */
const BulkOpener = createContext<(action: string, ids: Identifier[]) => void>(() => undefined);

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

/** 'Select all 12,480': every row matching the current filter, through react-admin's select-all. */
function SelectAllMatching() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { total } = useListContext();
  if (!total) return null;
  // One above the total, so react-admin does not warn that its limit was reached.
  return <SelectAllButton limit={total + 1} label={translate(`${T}.select_all`, { count: total.toLocaleString(locale) })} />;
}

/** Export of the selected rows, written by the list engine off the page like Export, with its progress and Cancel; role admin only. */
function ExportSelectedButton() {
  const { selectedIds } = useListContext();
  return <ExportButton ids={selectedIds} label={`${T}.export`} size="small" />;
}

/** The buttons of the bulk toolbar: each declared action, then Export of the selection. */
export function BulkButtons() {
  const translate = useTranslate();
  const definition = useResourceDefinition();
  const { selectedIds } = useListContext();
  const open = useContext(BulkOpener);
  return (
    <>
      {Object.entries(definition.bulkActions).map(([name, action]) => (
        <Button key={name} size="small" onClick={() => open(name, selectedIds)}>
          {translate(action.label)}
        </Button>
      ))}
      <ExportSelectedButton />
    </>
  );
}

/**
 * The DataTable's bulk toolbar (selection count, 'Select all N', the resource's bulk buttons), drawn
 * while rows are selected: collapsed it is hidden anyway (BULK_TOOLBAR_IN_FLOW), and drawn it renders
 * its some seventy components again with every answer, loading flag and keystroke of the list.
 */
function BulkToolbarWhileSelected() {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar selectAllButton={<SelectAllMatching />}>
      <BulkButtons />
    </BulkActionsToolbar>
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

interface Run {
  action: string;
  ids: Identifier[];
  rows?: RaRecord[];
  items: BulkItem[];
  phase: 'reading' | 'confirm' | 'sending' | 'finished';
  loadFailed?: boolean;
}

const RESULT_STATES: BulkState[] = ['refused', 'failed', 'not_sent', 'done'];

/**
 * Holds the bulk dialog of a list (outside the table, which may empty as rows leave it): confirm
 * with the count and the action, then the row calls with progress and Cancel, then the results with
 * Retry. The list's stale rows are dropped and the list refreshed once per run.
 */
export function BulkHost({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const definition = useResourceDefinition();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const dropStale = useDropStaleQueries();
  const { onSelect } = useListContext();
  const selectedRows = useSelectedRows();
  const [run, setRun] = useState<Run>();
  const [reason, setReason] = useState('');
  const stop = useRef(false);
  const action = run ? definition.bulkActions[run.action] : undefined;
  const label = (row: RaRecord) => definition.bulk?.rowLabel?.(row) || String(row.id);
  const number = (value: number) => value.toLocaleString(locale);

  const open = (name: string, ids: Identifier[]) => {
    setReason('');
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

  const send = async (items: BulkItem[]) => {
    if (!run || !action) return;
    const byId = new Map((run.rows ?? []).map((row) => [String(row.id), row]));
    stop.current = false;
    setRun({ ...run, phase: 'sending' });
    const ended = await runBulk(
      items,
      (item) => dataProvider.bulkAction(definition.route, { action: run.action, record: byId.get(String(item.id))!, reason: reason.trim() }),
      { onChange: (changed) => setRun((current) => current && { ...current, items: changed }), stopped: () => stop.current },
    );
    setRun((current) => current && { ...current, items: ended, phase: 'finished' });
    // Once per run: drop the stale rows (this list and those it invalidates), reload, keep only the rows not done selected.
    await dataProvider.dropStaleRows(definition.route);
    void dropStale(definition.route);
    const done = new Set(ended.filter((item) => item.state === 'done').map((item) => String(item.id)));
    onSelect(run.ids.filter((id) => !done.has(String(id))));
  };

  const close = () => {
    if (run?.phase !== 'sending') setRun(undefined);
  };

  const counts = countStates(run?.items ?? []);
  const sent = counts.done + counts.refused + counts.failed;
  const notDone = counts.refused + counts.failed + counts.not_sent;
  const actionLabel = action ? translate(action.label) : '';
  const title = `${actionLabel}: ${translate(`resources.${definition.key}.name`, { smart_count: 2 })}`;

  let content: ReactNode = null;
  let buttons: ReactNode = null;
  if (run?.loadFailed) content = <Alert severity="error">{translate(`${T}.read_failed`)}</Alert>;
  else if (run?.phase === 'reading') {
    content = (
      <Box role="status">
        <Typography sx={{ mb: 1 }}>{translate(`${T}.reading`)}</Typography>
        <LinearProgress aria-label={translate(`${T}.reading`)} />
      </Box>
    );
  } else if (run?.phase === 'confirm') {
    const leftOut = (run.rows?.length ?? 0) - run.items.length + (run.ids.length - (run.rows?.length ?? 0));
    content = (
      <>
        <Typography sx={{ mb: 2 }}>
          {run.items.length
            ? translate(`${T}.confirm`, { smart_count: run.items.length, count: number(run.items.length), action: actionLabel })
            : translate(`${T}.nothing`)}
        </Typography>
        {leftOut > 0 && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.left_out`, { count: number(leftOut) })}
          </Typography>
        )}
        {action?.askReason && run.items.length > 0 && (
          <TextField
            label={translate(`${T}.reason`)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            multiline
            minRows={2}
          />
        )}
      </>
    );
    buttons = run.items.length > 0 && (
      <Button variant="contained" onClick={() => send(run.items)}>
        {`${actionLabel} (${number(run.items.length)})`}
      </Button>
    );
  } else if (run) {
    const line =
      run.phase === 'sending'
        ? translate(`${T}.progress`, {
            sent: number(sent),
            total: number(run.items.length),
            done: number(counts.done),
            refused: number(counts.refused),
            failed: number(counts.failed),
          })
        : translate(`${T}.summary`, {
            done: number(counts.done),
            refused: number(counts.refused),
            failed: number(counts.failed),
            not_sent: number(counts.not_sent),
          });
    content = (
      <>
        <Box role="status" data-testid="bulk-progress" sx={{ mb: 1 }}>
          <Typography>{line}</Typography>
        </Box>
        <LinearProgress aria-label={line} variant="determinate" value={run.items.length ? (100 * sent) / run.items.length : 100} sx={{ mb: 1 }} />
        {run.phase === 'finished' && (
          <List dense aria-label={translate(`${T}.results`)} sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {RESULT_STATES.filter((state) => counts[state] > 0).map((state) => (
              <li key={state}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ lineHeight: 2 }}>{`${translate(`${T}.states.${state}`)} (${number(counts[state])})`}</ListSubheader>
                  {run.items
                    .filter((item) => item.state === state)
                    .map((item) => (
                      <ListItem key={String(item.id)} data-state={state} disableGutters>
                        <ListItemText primary={item.label} secondary={item.message ? translate(item.message, { _: item.message }) : undefined} />
                      </ListItem>
                    ))}
                </ul>
              </li>
            ))}
          </List>
        )}
      </>
    );
    buttons =
      run.phase === 'sending' ? (
        <Button color="error" onClick={() => (stop.current = true)}>
          {translate(`${T}.cancel`)}
        </Button>
      ) : (
        notDone > 0 && (
          <Button variant="contained" onClick={() => send(run.items)}>
            {translate(`${T}.retry`, { count: number(notDone) })}
          </Button>
        )
      );
  }

  return (
    <BulkOpener.Provider value={open}>
      {children}
      {run && (
        <DetailDialog title={title} onClose={close} actions={buttons} maxWidth="sm">
          {content}
        </DetailDialog>
      )}
    </BulkOpener.Provider>
  );
}
