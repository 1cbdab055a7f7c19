import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Tooltip } from '@mui/material';
import { useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';

/** Reloads the list: its cached rows are dropped and read again behind the rows shown. */
export function RefreshButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { resource } = useListContext();
  const label = translate('ra.action.refresh');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => {
          dataProvider.invalidate(resource);
          refresh();
        }}
      >
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
}
