import { useTranslate } from 'react-admin';
import { ResourceList } from '../../../components/list/ResourceList';
import { leadColumns } from '../leadManagement/leadColumns';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

/** The call takes no filters and no sort: no filter bar, unsortable columns. */
export default function LeadsProceedList() {
  const leadsProceed = useResourceDefinition('leadsProceed');
  const translate = useTranslate();
  return (
    <ResourceList resource={leadsProceed} filterBar={false} columnChooser>
      {leadColumns({ sortable: false, translate })}
    </ResourceList>
  );
}
