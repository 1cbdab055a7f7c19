import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { defineSeoResource } from '../defineSeoResource';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Service Pages: '<service>-services', 10 per page (spec 002 'Service Pages'). */
export const servicePages = defineSeoResource('servicePage', {
  menu: { icon: MiscellaneousServicesIcon, order: 80 },
  list: lazyComponent(() => import('./ServicePageList')),
  pageSize: 10,
});
