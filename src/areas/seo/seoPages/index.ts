import ArticleIcon from '@mui/icons-material/Article';
import { defineSeoResource } from '../defineSeoResource';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Pages (SEO pages): a service in a city, 20 per page (spec 002 'Pages'). */
export const seoPages = defineSeoResource('page', {
  menu: { icon: ArticleIcon, order: 10 },
  list: lazyComponent(() => import('./SeoPagesList')),
  pageSize: 20,
});
