import { Suspense, lazy, type ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { AccessDenied } from '../../../components/ErrorPages';
import { routeOf } from '../../../core/defineResource';
import { nearMePages } from '../nearMePages';
import { seoPages } from '../seoPages';
import { servicePages } from '../servicePages';
import type { SeoKind } from '../model';

// The rich-text editor loads with these screens only, never with sign-in or the lists.
const ContentEditor = lazy(() => import('./ContentEditor'));
const SeoEditor = lazy(() => import('./SeoEditor'));
const GarageSeoEditor = lazy(() => import('./GarageSeoEditor'));

const listRoute: Record<SeoKind, string> = { page: seoPages.route, nearme: nearMePages.route, servicePage: servicePages.route };

/** An editor is open to whoever may edit its list (the garage editor: Our Garage). */
function EditGuard({ route, children }: { route: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource: route, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export function ContentEditorScreen({ kind }: { kind: SeoKind }) {
  return (
    <EditGuard route={listRoute[kind]}>
      <ContentEditor kind={kind} />
    </EditGuard>
  );
}

export function SeoEditorScreen({ kind }: { kind: SeoKind }) {
  return (
    <EditGuard route={listRoute[kind]}>
      <SeoEditor kind={kind} />
    </EditGuard>
  );
}

export function GarageSeoEditorScreen() {
  return (
    <EditGuard route={routeOf('product', 'ourGarage')}>
      <GarageSeoEditor />
    </EditGuard>
  );
}
