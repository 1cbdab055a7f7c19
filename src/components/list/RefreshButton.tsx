import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useReloadList } from './listQuery';

/** Reloads the list: its cached rows are dropped and read again behind the rows shown. */
export function RefreshButton() {
  const translate = useTranslate();
  const reload = useReloadList();
  const label = translate('ra.action.refresh');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={reload}>
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
}
