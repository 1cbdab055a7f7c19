import { Alert, CircularProgress } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { LEAD_LIST_RETRY_LIMIT, leadListRetry } from './model';
import { leadColumns } from './leadColumns';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';

/** Its code loads when first opened, or once the list's first reads are done. */
const AddLeadDialog = lazyComponent(async () => ({ default: (await import('./AddLeadDialog')).AddLeadDialog }));

/** While the lead list answers 503 it is asked again every second; the user sees that it is. */
function RetryingNotice() {
  const translate = useTranslate();
  const attempt = useSyncExternalStore(leadListRetry.subscribe, leadListRetry.current);
  if (attempt === 0) return null;
  return (
    <Alert severity="info" role="status" icon={<CircularProgress size={18} />} sx={{ mt: 1 }}>
      {translate('resources.leadManagement.retrying', { attempt, limit: LEAD_LIST_RETRY_LIMIT })}
    </Alert>
  );
}

export default function LeadManagementList() {
  const leadManagement = useResourceDefinition('leadManagement');
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(AddLeadDialog);
  // Leaving the screen stops the 503 retries: nobody is there to see the rows.
  useEffect(() => () => leadListRetry.stop(), []);
  return (
    <ResourceList
      resource={leadManagement}
      columnChooser
      notice={<RetryingNotice />}
      actions={<AddButton label={translate('resources.leadManagement.add')} onClick={() => setAdding(true)} />}
      dialogs={adding && <AddLeadDialog onClose={() => setAdding(false)} />}
    >
      {leadColumns({ sortable: true, translate })}
    </ResourceList>
  );
}
