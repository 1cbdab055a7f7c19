import { useRecordContext, useTranslate } from 'react-admin';
import { RowIconButton } from './RowIconButton';
import { ROW_ICONS } from './rowIcons';

/** Row pencil that opens the resource's edit dialog; its accessible name includes the row's name. */
export function EditRowButton<Row extends object>({ onEdit, nameOf }: { onEdit: (row: Row) => void; nameOf: (row: Row) => string | undefined }) {
  const record = useRecordContext<Row & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const edit = translate('ra.action.edit');
  return <RowIconButton icon={ROW_ICONS.edit} label={`${edit} ${nameOf(record) ?? ''}`.trim()} hint={edit} onClick={() => onEdit(record)} />;
}
