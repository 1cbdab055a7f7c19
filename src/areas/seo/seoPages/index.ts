import ArticleIcon from '@mui/icons-material/Article';
import { lazyScreen } from '../../../core/defineResource';
import { defineSeoResource } from '../defineSeoResource';

/** Pages (SEO pages): a service in a city, 20 per page (spec 002 'Pages'). */
export const seoPages = defineSeoResource('page', {
  menu: { icon: ArticleIcon, order: 10 },
  list: lazyScreen(() => import('./SeoPagesList')),
  pageSize: 20,
});
