import { useQueryClient } from '@tanstack/react-query';
import { useDelete, useNotify, useUpdate, type Identifier, type RaRecord } from 'react-admin';
import { signedOutDuringCall } from '../../auth/session';
import type { RowActionMeta } from '../../data/dataProvider';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { useDropStaleQueries } from '../useDropStaleQueries';
import { useNotifyFailure } from '../useNotifyFailure';

/** How long a change without a documented question can be undone: the notice's life, then the call goes. */
export const UNDO_MS = 5_000;

interface Notice {
  message: string;
  messageArgs?: Record<string, unknown>;
}

/**
 * A row action of the list's resource through useUpdate (`meta.action`: its status call, or a declared
 * action such as `approve`, the same call its bulk action sends per row). Pessimistic: every such action
 * the documents give asks first (Yes/No, Approve's question, the Garage Status modal), so the answer
 * decides. On success the list, and those it invalidates, read again. Rejects with the call's error.
 */
export function useRowAction() {
  const definition = useResourceDefinition();
  const [update] = useUpdate();
  const dropStale = useDropStaleQueries();
  return async (record: RaRecord, meta: RowActionMeta) => {
    await update(definition.route, { id: record.id, data: {}, previousData: record, meta }, { mutationMode: 'pessimistic', returnPromise: true });
    void dropStale(definition.route);
  };
}

/** A row's status change (useRowAction's `changeStatus`), then the documented message; a failure shows its own. */
export function useStatusChange() {
  const rowAction = useRowAction();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return async (record: RaRecord, success: Notice) => {
    try {
      await rowAction(record, { action: 'changeStatus' });
    } catch (error) {
      // The server's own words when it sends some (a refusal warns), else the fallback.
      if (!signedOutDuringCall()) notifyFailure(error, 'app.status.failed');
      return;
    }
    if (signedOutDuringCall()) return;
    notify(success.message, { type: 'success', messageArgs: success.messageArgs });
  };
}

/**
 * A delete through useDelete. With a documented question (`confirmed`) it waits for the answer. Without
 * one it is undoable: what it removes leaves the list at once, the notice offers Undo for 5 seconds and
 * the call goes when the notice closes (Undo sends nothing and puts it back). A failure always shows.
 */
export function useRowDelete(route: string) {
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dropStale = useDropStaleQueries();
  return async (
    id: Identifier,
    {
      success,
      failureKey,
      confirmed = false,
      removePart,
    }: {
      success: Notice;
      failureKey: string;
      /** The documents ask Yes/No before this delete (the page's Trash): no undo, the answer decides. */
      confirmed?: boolean;
      /** When `id` names a part of a row (a rating's comment): the row without it, shown until the call settles. */
      removePart?: (row: RaRecord) => RaRecord;
    },
  ) => {
    if (confirmed) {
      try {
        await deleteOne(route, { id }, { mutationMode: 'pessimistic', returnPromise: true });
      } catch (error) {
        if (!signedOutDuringCall()) notifyFailure(error, failureKey);
        return;
      }
      if (signedOutDuringCall()) return;
      notify(success.message, { type: 'success', messageArgs: success.messageArgs });
      void dropStale(route);
      return;
    }
    await deleteOne(
      route,
      { id },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          // react-admin has removed a row of that id from the cached lists; a part of a row goes here. The
          // cache as it was before comes back on Undo or a failure.
          if (removePart) {
            queryClient.setQueriesData<{ data?: RaRecord[] }>(
              { queryKey: [route, 'getList'] },
              (answer) => (answer?.data ? { ...answer, data: answer.data.map(removePart) } : answer),
              { updatedAt: Date.now() + UNDO_MS },
            );
          }
          notify(success.message, { type: 'info', messageArgs: success.messageArgs, undoable: true, autoHideDuration: UNDO_MS });
        },
        onError: (error) => notifyFailure(error, failureKey),
        onSettled: () => void dropStale(route),
      },
    );
  };
}
