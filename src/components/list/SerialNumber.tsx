import { useRecordContext } from 'react-admin';
import { useListQuery, useListRows } from './listQuery';

/** S.No: position of the row across pages. It reads the rows and the page, not the whole list: the loading flag does not draw it again. */
export function SerialNumber() {
  const record = useRecordContext();
  const rows = useListRows();
  const { page, perPage } = useListQuery();
  const index = rows?.findIndex((row) => row.id === record?.id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}
