import { useRecordContext } from 'react-admin';
import { ROW_WITHOUT_ID } from '../../api/http';

/**
 * Whether the row's actions can name it: a row sent without its id is shown (its id marked as not
 * read) but its buttons, switches and selection are off, so no call goes out with an empty id.
 */
export function useRowActionable(): boolean {
  const record = useRecordContext<Record<string, unknown>>();
  return !record?.[ROW_WITHOUT_ID];
}
