import NearMeIcon from '@mui/icons-material/NearMe';
import { lazyScreen } from '../../../core/defineResource';
import { defineSeoResource } from '../defineSeoResource';

/** Near Me pages: '<service>-near-me', 10 per page (spec 002 'Near Me'). */
export const nearMePages = defineSeoResource('nearme', {
  menu: { icon: NearMeIcon, order: 40 },
  list: lazyScreen(() => import('./NearMeList')),
  pageSize: 10,
});
