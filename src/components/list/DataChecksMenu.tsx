import { ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { CHECK_FILTER } from '../../data/listQuery';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { useListQuery } from './listQuery';

/**
 * The list's data checks, each with how many rows it finds under the other filters (counted by the
 * list engine); choosing one makes it the list's `check` filter value.
 */
export default function DataChecksMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const translate = useTranslate();
  const { checks = [] } = useResourceDefinition();
  const { filterValues, setFilters, resource } = useListQuery();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { [CHECK_FILTER]: applied, ...others } = filterValues;
  const counts = useQuery({
    queryKey: ['console', 'dataChecks', resource, others],
    queryFn: () => dataProvider.dataChecks(resource, { filter: others }),
  });
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {counts.isPending && (
        <MenuItem disabled>
          <ListItemText>{translate('app.checks.counting')}</ListItemText>
        </MenuItem>
      )}
      {counts.error && (
        <MenuItem onClick={() => void counts.refetch()}>
          <ListItemText primary={translate('app.checks.failed')} secondary={translate('app.action.retry')} />
        </MenuItem>
      )}
      {counts.data &&
        checks.map((check) => {
          const count = counts.data[check.name] ?? 0;
          return (
            <MenuItem
              key={check.name}
              selected={applied === check.name}
              onClick={() => {
                setFilters({ ...others, [CHECK_FILTER]: check.name }, undefined, false);
                onClose();
              }}
            >
              <ListItemText>{translate(`app.checks.${check.name}`)}</ListItemText>
              <Typography variant="body2" color={count ? 'text.primary' : 'text.secondary'} sx={{ ml: 3, fontWeight: count ? 700 : 400 }}>
                {count}
              </Typography>
            </MenuItem>
          );
        })}
    </Menu>
  );
}
