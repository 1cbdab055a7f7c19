import { ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { CHECK_FILTER } from '../../data/listQuery';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { useListActions, useListQuery, useSetFiltersWithPage } from './listQuery';

/**
 * The list's data checks, each with how many rows it finds under the other filters (counted by the
 * list engine); choosing one makes it the list's `check` filter value.
 */
export default function DataChecksMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const translate = useTranslate();
  const { checks = [] } = useResourceDefinition();
  const { filterValues, resource } = useListQuery();
  const { filterValuesNow } = useListActions();
  const setFiltersWithPage = useSetFiltersWithPage();
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
                // On top of the filters as last set, not those still shown while the engine answers a change.
                const { [CHECK_FILTER]: _applied, ...othersNow } = filterValuesNow();
                setFiltersWithPage({ ...othersNow, [CHECK_FILTER]: check.name });
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
