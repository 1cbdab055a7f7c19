import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Row pencil that opens the resource's edit dialog; its accessible name includes the row's name. */
export function EditRowButton<Row extends object>({ onEdit, nameOf }: { onEdit: (row: Row) => void; nameOf: (row: Row) => string }) {
  const record = useRecordContext<Row & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Tooltip title={translate('ra.action.edit')}>
      <IconButton aria-label={`${translate('ra.action.edit')} ${nameOf(record)}`} onClick={() => onEdit(record)}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
