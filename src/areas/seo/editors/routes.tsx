import { type ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
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

const GARAGE_LIST = routeOf('product', 'ourGarage');

/**
 * Every SEO editor route, built from the segment table the lists link with; App declares them. `list`
 * is the route of the list it edits a page of: its menu entry stays marked while the editor is open.
 */
export const seoEditorRoutes: readonly { path: string; element: ReactElement; list: string }[] = [
  ...KINDS.map((kind) => ({
    path: pathOf(EDITOR_ROUTES[kind].content),
    element: editing(listRoute[kind], <ContentEditor kind={kind} />),
    list: listRoute[kind],
  })),
  ...KINDS.map((kind) => ({
    path: pathOf(EDITOR_ROUTES[kind].seo),
    element: editing(listRoute[kind], <SeoEditor kind={kind} />),
    list: listRoute[kind],
  })),
  { path: pathOf(GARAGE_SEO_ROUTE), element: editing(GARAGE_LIST, <GarageSeoEditor />), list: GARAGE_LIST },
];

/** The path whose menu entry is marked for the path shown: an editor's list's, else the path itself. */
export function menuPathOf(pathname: string): string {
  const editor = seoEditorRoutes.find(({ path }) => matchPath(path, pathname) !== null);
  return editor ? `/${editor.list}` : pathname;
}
