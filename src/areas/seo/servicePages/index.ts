import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { lazyScreen } from '../../../core/defineResource';
import { defineSeoResource } from '../defineSeoResource';

/** Service Pages: '<service>-services', 10 per page (spec 002 'Service Pages'). */
export const servicePages = defineSeoResource('servicePage', {
  menu: { icon: MiscellaneousServicesIcon, order: 80 },
  list: lazyScreen(() => import('./ServicePageList')),
  pageSize: 10,
});
