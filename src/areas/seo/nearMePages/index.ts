import NearMeIcon from '@mui/icons-material/NearMe';
import { defineSeoResource } from '../defineSeoResource';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Near Me pages: '<service>-near-me', 10 per page (spec 002 'Near Me'). */
export const nearMePages = defineSeoResource('nearme', {
  menu: { icon: NearMeIcon, order: 40 },
  list: lazyComponent(() => import('./NearMeList')),
  pageSize: 10,
});
