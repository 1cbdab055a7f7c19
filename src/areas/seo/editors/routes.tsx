import { type ReactElement } from 'react';
import { RouteGuard } from '../../../components/AccessGuard';
import { product } from '../../../config';
import { routeOf } from '../../../core/defineResource';
import { nearMePages } from '../nearMePages';
import { seoPages } from '../seoPages';
import { servicePages } from '../servicePages';
import { EDITOR_ROUTES, GARAGE_SEO_ROUTE, type SeoKind } from '../model';
import { lazyComponent } from '../../../lib/lazyComponent';

// The rich-text editor loads with these screens only, never with sign-in or the lists.
const ContentEditor = lazyComponent(() => import('./ContentEditor'));
const SeoEditor = lazyComponent(() => import('./SeoEditor'));
const GarageSeoEditor = lazyComponent(() => import('./GarageSeoEditor'));

/** An editor is open to whoever may edit its list (the garage editor: Our Garage). */
const listRoute: Record<SeoKind, string> = { page: seoPages.route, nearme: nearMePages.route, servicePage: servicePages.route };

const KINDS = Object.keys(EDITOR_ROUTES) as SeoKind[];

/** An editor's route pattern (002 §2): the lists' links fill in the page id of the same segment. */
const pathOf = (segment: string) => `/admin/${product}/${segment}/:pageId`;

const editing = (resource: string, editor: ReactElement) => (
  <RouteGuard action="edit" resource={resource}>
    {editor}
  </RouteGuard>
);

/** Every SEO editor route, built from the segment table the lists link with; App declares them. */
export const seoEditorRoutes: readonly { path: string; element: ReactElement }[] = [
  ...KINDS.map((kind) => ({ path: pathOf(EDITOR_ROUTES[kind].content), element: editing(listRoute[kind], <ContentEditor kind={kind} />) })),
  ...KINDS.map((kind) => ({ path: pathOf(EDITOR_ROUTES[kind].seo), element: editing(listRoute[kind], <SeoEditor kind={kind} />) })),
  { path: pathOf(GARAGE_SEO_ROUTE), element: editing(routeOf('product', 'ourGarage'), <GarageSeoEditor />) },
];
