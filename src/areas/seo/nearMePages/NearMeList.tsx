import { SeoPageList } from '../SeoPageList';
import { nearMePages } from './index';

export default function NearMeList() {
  return <SeoPageList resource={nearMePages} kind="nearme" />;
}
