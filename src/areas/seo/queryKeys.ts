import { queryKeysFactory } from '../../core/queryKeys';
import type { SeoDataProvider } from './provider';

/** Query keys of the SEO screens' calls. */
export const seoKeys = queryKeysFactory<SeoDataProvider>('seo');
