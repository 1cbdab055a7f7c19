import { useRecordContext } from 'react-admin';
import { ROW_WITHOUT_ID } from '../../api/http';

/**
 * Whether the row's actions can name it: a row sent without its id is shown (its id marked as not
 * read) but its buttons, switches and selection are off, so no call goes out with an empty id.
 */
export const isRowActionable = (record: object | undefined): boolean => !(record as Record<string, unknown> | undefined)?.[ROW_WITHOUT_ID];

/** `isRowActionable` of the row being drawn. */
export function useRowActionable(): boolean {
  return isRowActionable(useRecordContext());
}
