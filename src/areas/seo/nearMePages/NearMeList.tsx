import { SeoPageList } from '../SeoPageList';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

export default function NearMeList() {
  const nearMePages = useResourceDefinition();
  return <SeoPageList resource={nearMePages} kind="nearme" />;
}
