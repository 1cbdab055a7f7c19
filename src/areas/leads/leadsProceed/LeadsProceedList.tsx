import { ResourceList } from '../../../components/ResourceList';
import { leadColumns } from '../leadManagement/leadColumns';
import { leadsProceed } from './index';

/** The call takes no filters and no sort: no filter bar, unsortable columns. */
export default function LeadsProceedList() {
  return (
    <ResourceList resource={leadsProceed} filterBar={false} columnChooser>
      {leadColumns({ sortable: false })}
    </ResourceList>
  );
}
