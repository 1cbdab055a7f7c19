import { SeoPageList } from '../SeoPageList';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

export default function ServicePageList() {
  const servicePages = useResourceDefinition();
  return <SeoPageList resource={servicePages} kind="servicePage" placeFilters />;
}
