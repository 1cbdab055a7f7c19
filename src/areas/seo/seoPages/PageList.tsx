import { SeoPageList } from '../SeoPageList';
import { seoPages } from './index';

export default function PageList() {
  return <SeoPageList resource={seoPages} kind="page" placeFilters />;
}
