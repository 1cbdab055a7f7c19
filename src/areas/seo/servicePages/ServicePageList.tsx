import { SeoPageList } from '../SeoPageList';
import { servicePages } from './index';

export default function ServicePageList() {
  return <SeoPageList resource={servicePages} kind="servicePage" placeFilters />;
}
