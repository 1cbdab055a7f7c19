import { useDataProvider, type RaRecord } from 'react-admin';
import type { Resource } from '../core/defineResource';

/** Create and update through the dataProvider (so cached rows are dropped); resolve with the server's answer. */
export function useResourceSave(resource: Resource) {
  const dataProvider = useDataProvider();
  return {
    create: async (values: Record<string, unknown>) => {
      const result = await dataProvider.create(resource.route, { data: values });
      return (result as { meta?: { answer?: unknown } }).meta?.answer as { message?: string } | undefined;
    },
    update: async (record: object, values: Record<string, unknown>) => {
      const previousData = record as RaRecord;
      const result = await dataProvider.update(resource.route, {
        id: previousData.id ?? (record as { _id: string })._id,
        data: values,
        previousData,
      });
      return (result as { meta?: { answer?: unknown } }).meta?.answer as { message?: string } | undefined;
    },
  };
}
