import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Tooltip } from '@mui/material';
import { useContext } from 'react';
import { DataProviderContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { useListActions } from './listQuery';

/** Reloads the list: its cached rows are dropped and read again behind the rows shown. */
export function RefreshButton() {
  const translate = useTranslate();
  // The raw provider: react-admin's useDataProvider follows the location, so the button drew again with every URL change.
  const dataProvider = useContext(DataProviderContext) as ConsoleDataProvider | null;
  const { resource, refetch } = useListActions();
  const label = translate('ra.action.refresh');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => {
          dataProvider?.invalidate(resource);
          refetch();
        }}
      >
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
}
