import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ColumnsButton,
  DataTable,
  List,
  Pagination,
  useCanAccess,
  useDataProvider,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../data/dataProvider';
import type { Resource } from '../resources/defineResource';
import { ExportButton } from './ExportButton';
import { FilterBar } from './FilterBar';
import { EmptyText, ListError } from './ListStates';
import { ResourceDefinitionContext } from './ResourceDefinitionContext';

export function RefreshButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
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

/** S.No: position of the row across pages. */
export function SerialNumber() {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = data?.findIndex((row) => row.id === record?.id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { resource } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (canAccess === false) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}

interface ResourceListProps {
  resource: Resource;
  /** Columns (DataTable.Col elements). */
  children: ReactNode;
  /** Header buttons such as Add Category. */
  actions?: ReactNode;
  /** Filters beyond the shared ones, rendered inside the filter bar. */
  filters?: ReactNode;
  /** Dialogs opened from the header or rows. */
  dialogs?: ReactNode;
  /** Lets the user choose visible columns (wide tables). */
  columnChooser?: boolean;
  hiddenColumns?: string[];
  dates?: boolean;
}

/** The list screen every resource uses: heading, refresh, actions, filter bar, table, paging, empty and error states. */
export function ResourceList({ resource, children, actions, filters, dialogs, columnChooser, hiddenColumns, dates }: ResourceListProps) {
  const translate = useTranslate();
  const title = translate(`resources.${resource.key}.name`, { smart_count: 2 });
  const storeKey = `${resource.route}.columns`;
  const sort = resource.sort ?? (resource.dateField ? { field: resource.dateField, order: 'DESC' as const } : undefined);
  return (
    <ResourceDefinitionContext.Provider value={resource}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      </Box>
      <List
        resource={resource.route}
        title={title}
        perPage={resource.pageSize}
        sort={sort}
        empty={false}
        error={<ListError />}
        filters={<FilterBar dates={dates}>{filters}</FilterBar>}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
            <RefreshButton />
            {columnChooser && <ColumnsButton storeKey={storeKey} />}
            <ExportButton />
            {actions}
          </Box>
        }
        pagination={<Pagination rowsPerPageOptions={resource.perPageOptions ?? [resource.pageSize]} />}
        sx={{ '& .RaList-actions': { flexWrap: 'wrap' } }}
      >
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          empty={<EmptyText />}
          storeKey={storeKey}
          hiddenColumns={hiddenColumns}
        >
          {children}
        </DataTable>
        {dialogs}
      </List>
    </ResourceDefinitionContext.Provider>
  );
}
