import { useRecordContext, useTranslate } from 'react-admin';
import { RowIconButton } from './RowIconButton';

/** Row pencil that opens the resource's edit dialog; its accessible name includes the row's name. */
export function EditRowButton<Row extends object>({ onEdit, nameOf }: { onEdit: (row: Row) => void; nameOf: (row: Row) => string }) {
  const record = useRecordContext<Row & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const edit = translate('ra.action.edit');
  return <RowIconButton icon="edit" label={`${edit} ${nameOf(record)}`} hint={edit} onClick={() => onEdit(record)} />;
}
