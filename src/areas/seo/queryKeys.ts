import { queryKeysFactory } from '../../core/queryKeys';
import type { SeoDataProvider } from './calls';

/** Query keys of the SEO screens' calls. */
export const seoKeys = queryKeysFactory<SeoDataProvider>('seo');
