import { lazy } from 'react';
import { RouteGuard } from '../../../components/AccessGuard';
import { routeOf } from '../../../core/defineResource';
import { nearMePages } from '../nearMePages';
import { seoPages } from '../seoPages';
import { servicePages } from '../servicePages';
import type { SeoKind } from '../model';

// The rich-text editor loads with these screens only, never with sign-in or the lists.
const ContentEditor = lazy(() => import('./ContentEditor'));
const SeoEditor = lazy(() => import('./SeoEditor'));
const GarageSeoEditor = lazy(() => import('./GarageSeoEditor'));

/** An editor is open to whoever may edit its list (the garage editor: Our Garage). */
const listRoute: Record<SeoKind, string> = { page: seoPages.route, nearme: nearMePages.route, servicePage: servicePages.route };

export function ContentEditorScreen({ kind }: { kind: SeoKind }) {
  return (
    <RouteGuard action="edit" resource={listRoute[kind]}>
      <ContentEditor kind={kind} />
    </RouteGuard>
  );
}

export function SeoEditorScreen({ kind }: { kind: SeoKind }) {
  return (
    <RouteGuard action="edit" resource={listRoute[kind]}>
      <SeoEditor kind={kind} />
    </RouteGuard>
  );
}

export function GarageSeoEditorScreen() {
  return (
    <RouteGuard action="edit" resource={routeOf('product', 'ourGarage')}>
      <GarageSeoEditor />
    </RouteGuard>
  );
}
