import { SeoPageList } from '../SeoPageList';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

export default function SeoPagesList() {
  const seoPages = useResourceDefinition();
  return <SeoPageList resource={seoPages} kind="page" placeFilters />;
}
