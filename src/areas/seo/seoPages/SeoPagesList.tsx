import { SeoPageList } from '../SeoPageList';
import { seoPages } from './index';

export default function SeoPagesList() {
  return <SeoPageList resource={seoPages} kind="page" placeFilters />;
}
