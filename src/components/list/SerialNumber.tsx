import { useListContext, useRecordContext } from 'react-admin';

/** S.No: position of the row across pages. */
export function SerialNumber() {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = data?.findIndex((row) => row.id === record?.id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}
