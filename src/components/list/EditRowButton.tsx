import { useRecordContext, useTranslate } from 'react-admin';
import { RowIconButton } from './RowIconButton';

/** MUI's Edit icon. */
const EDIT_ICON = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';

/** Row pencil that opens the resource's edit dialog; its accessible name includes the row's name. */
export function EditRowButton<Row extends object>({ onEdit, nameOf }: { onEdit: (row: Row) => void; nameOf: (row: Row) => string | undefined }) {
  const record = useRecordContext<Row & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const edit = translate('ra.action.edit');
  return <RowIconButton icon={EDIT_ICON} label={`${edit} ${nameOf(record) ?? ''}`.trim()} hint={edit} onClick={() => onEdit(record)} />;
}
