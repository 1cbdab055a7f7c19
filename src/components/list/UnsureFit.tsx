import { Alert, Chip } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { UnsureFit } from '../../api/customerManagement';
import type { Resource } from '../../core/defineResource';
import { UNSURE_FIT_FILTER } from '../../data/unsureFit';

const UNSURE: UnsureFit[] = ['both', 'neither'];

/** On a row of GET /customerManagement that both lists show: whether it fits both, or neither. */
export function UnsureFitMarker({ fits }: { fits?: UnsureFit }) {
  const translate = useTranslate();
  if (!fits) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      label={translate(`app.unsure_fit.${fits}`)}
      sx={{ ml: 1, verticalAlign: 'middle' }}
      data-testid="unsure-fit"
    />
  );
}

/**
 * Above Customer Management and the customer leads: how many of the list's rows the other list shows
 * too, because they fit both or neither (none: nothing is shown). `other` is the other list's name key.
 */
export function UnsureFitNotice({ resource, other }: { resource: Resource; other: string }) {
  const translate = useTranslate();
  const { total } = useGetList(resource.route, { filter: { [UNSURE_FIT_FILTER.source]: UNSURE }, pagination: { page: 1, perPage: 1 } });
  if (!total) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="unsure-fit-notice">
      {translate('app.unsure_fit.notice', { smart_count: total, other: translate(other, { smart_count: 2 }) })}
    </Alert>
  );
}
