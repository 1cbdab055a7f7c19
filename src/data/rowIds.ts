import { ROW_WITHOUT_ID, UNREADABLE_FIELD, unreadableFieldsOf } from '../api/apiError';
import { isUnsent } from '../lib/unsent';

/** How a list's rows are known: the id field, a second one the documents give, and whether actions send it. */
export interface RowIdRule {
  idField: string;
  idFallback?: string;
  actsById?: boolean;
}

/** An id as sent: absent, null and empty text are none. */
const presentId = (value: unknown) => (isUnsent(value) ? undefined : value);

/**
 * The row's id, from its id field, react-admin's `id` or the fallback field; undefined when it has
 * none. A row without one whose actions send it is marked (its id among what could not be read, its
 * actions off: `useRowActionable`).
 */
export function rowIdOf(record: Record<string, unknown>, { idField, idFallback, actsById }: RowIdRule): unknown {
  const id = presentId(record[idField]) ?? presentId(record.id) ?? (idFallback ? presentId(record[idFallback]) : undefined);
  if (id === undefined && actsById) {
    record[ROW_WITHOUT_ID] = true;
    const unreadable = unreadableFieldsOf(record);
    if (!unreadable.includes(idField)) record[UNREADABLE_FIELD] = [...unreadable, idField];
  }
  return id;
}
