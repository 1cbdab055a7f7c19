import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, ListSubheader, Typography } from '@mui/material';
import { ReasonField, reasonTooLong } from '../LimitedTextField';
import { useContext, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { BulkActionsToolbar, SelectAllButton, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { DetailDialog } from '../DetailDialog';
import { ExportButton } from './ExportButton';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { useDropStaleQueries } from '../useDropStaleQueries';
import { countStates, runBulk, type BulkItem, type BulkState } from './runBulk';
import { BULK_MESSAGES as T, BulkOpener, type BulkRun } from './bulkRun';
import { numberFormat } from '../../lib/localeFormats';
import { resourceHeading } from '../../core/defineResource';

/**
 * The bulk toolbar and the bulk dialog: their code loads once the list's first reads are done, or when
 * a first row is selected (BulkActions.tsx), not with the list's first screen.
 */

/** 'Select all 12,480': every row matching the current filter, through react-admin's select-all. */
function SelectAllMatching() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { total } = useListContext();
  if (!total) return null;
  // One above the total, so react-admin does not warn that its limit was reached.
  return <SelectAllButton limit={total + 1} label={translate(`${T}.select_all`, { count: numberFormat(locale).format(total) })} />;
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

/** The DataTable's bulk toolbar: the selection count, 'Select all N', the resource's bulk buttons. */
export function BulkToolbar() {
  return (
    <BulkActionsToolbar selectAllButton={<SelectAllMatching />}>
      <BulkButtons />
    </BulkActionsToolbar>
  );
}

const RESULT_STATES: BulkState[] = ['refused', 'failed', 'not_sent', 'done'];

/**
 * The bulk dialog of a run: confirm with the count and the action, then the row calls with progress
 * and Cancel, then the results with Retry. The list's stale rows are dropped and the list refreshed
 * once per run.
 */
export function BulkDialog({ run, setRun }: { run: BulkRun; setRun: Dispatch<SetStateAction<BulkRun | undefined>> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const definition = useResourceDefinition();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const dropStale = useDropStaleQueries();
  const { onSelect } = useListContext();
  const [reason, setReason] = useState('');
  const stop = useRef(false);
  const action = definition.bulkActions[run.action];
  const number = (value: number) => numberFormat(locale).format(value);

  const send = async (items: BulkItem[]) => {
    if (!action) return;
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
    if (run.phase !== 'sending') setRun(undefined);
  };

  const counts = countStates(run.items);
  const sent = counts.done + counts.refused + counts.failed;
  const notDone = counts.refused + counts.failed + counts.not_sent;
  const actionLabel = action ? translate(action.label) : '';
  const title = `${actionLabel}: ${resourceHeading(definition, translate)}`;

  let content: ReactNode = null;
  let buttons: ReactNode = null;
  if (run.loadFailed) content = <Alert severity="error">{translate(`${T}.read_failed`)}</Alert>;
  else if (run.phase === 'reading') {
    content = (
      <Box role="status">
        <Typography sx={{ mb: 1 }}>{translate(`${T}.reading`)}</Typography>
        <LinearProgress aria-label={translate(`${T}.reading`)} />
      </Box>
    );
  } else if (run.phase === 'confirm') {
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
        {action?.askReason && run.items.length > 0 && <ReasonField label={translate(`${T}.reason`)} value={reason} onChange={setReason} />}
      </>
    );
    buttons = run.items.length > 0 && (
      <Button variant="contained" onClick={() => send(run.items)} disabled={reasonTooLong(reason)}>
        {`${actionLabel} (${number(run.items.length)})`}
      </Button>
    );
  } else {
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
          <Button variant="contained" onClick={() => send(run.items)} disabled={reasonTooLong(reason)}>
            {translate(`${T}.retry`, { count: number(notDone) })}
          </Button>
        )
      );
  }

  return (
    <DetailDialog title={title} onClose={close} actions={buttons} maxWidth="sm">
      {content}
    </DetailDialog>
  );
}
