import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { lazy } from 'react';
import { defineSeoResource } from '../defineSeoResource';

/** Service Pages: '<service>-services', 10 per page (spec 002 'Service Pages'). */
export const servicePages = defineSeoResource('servicePage', {
  menu: { icon: MiscellaneousServicesIcon, order: 80 },
  list: lazy(() => import('./ServicePageList')),
  pageSize: 10,
});
