import { useCreate, useDataProvider, useUpdate, type RaRecord } from 'react-admin';
import type { Resource } from '../core/defineResource';
import { answerOf } from '../data/dataProvider';
import { useDropStaleQueries } from './useDropStaleQueries';

type Answer = { message?: string } | undefined;

/**
 * Create and update through react-admin's useCreate and useUpdate (pessimistic: a refusal shows at
 * once and the dialog keeps what was typed); resolve with the server's answer. The resource's list and
 * those it invalidates read again.
 */
export function useResourceSave(resource: Resource) {
  const dataProvider = useDataProvider();
  const [create] = useCreate(undefined, undefined, {
    mutationFn: async ({ resource: route, data, meta }) => {
      const { data: record } = await dataProvider.create(route ?? resource.route, { data: data ?? {}, meta });
      // useCreate caches the created record by its id and refuses one without: a row the server gave no
      // id is cached under '' (no row's id), never under an invented one.
      return record.id === undefined ? Object.assign(record, { id: '' }) : record;
    },
  });
  const [update] = useUpdate();
  const dropStale = useDropStaleQueries();
  return {
    create: async (values: Record<string, unknown>) => {
      const record = await create(resource.route, { data: values }, { mutationMode: 'pessimistic', returnPromise: true });
      void dropStale(resource.route);
      return answerOf(record) as Answer;
    },
    update: async (record: object, values: Record<string, unknown>) => {
      const previousData = record as RaRecord;
      const saved = await update(
        resource.route,
        { id: previousData.id ?? (record as { _id: string })._id, data: values, previousData },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      void dropStale(resource.route);
      return answerOf(saved) as Answer;
    },
  };
}
