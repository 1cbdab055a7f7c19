import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Tooltip } from '@mui/material';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';

/** Reloads the list: its cached rows are dropped and read again behind the rows shown. */
export function RefreshButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { resource, refetch } = useListContext();
  const label = translate('ra.action.refresh');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => {
          dataProvider.invalidate(resource);
          void refetch();
        }}
      >
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
}
