import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Tooltip } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { useListQuery } from './listQuery';

/** Reloads the list: its cached rows are dropped and read again behind the rows shown. */
export function RefreshButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { resource, refetch } = useListQuery();
  const label = translate('ra.action.refresh');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => {
          dataProvider.invalidate(resource);
          refetch();
        }}
      >
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
}
