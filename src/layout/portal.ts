import { useStore } from 'react-admin';
import { resourceAt, type Portal, type Resource } from '../core/defineResource';
import { product, productLabel } from '../config';

/** Sidebar dropdown values (spec 000 §1): 0 ADMIN, 1 VR Garage, 2 the marketplace. */
export type PortalTab = 0 | 1 | 2;
export const PORTAL_TAB_KEY = 'portalTab';

export function usePortalTab() {
  return useStore<PortalTab>(PORTAL_TAB_KEY, 1);
}

export function portalOfTab(tab: PortalTab): Portal {
  return tab === 2 ? 'product' : 'vrgarage';
}

/** A portal's name in the user's language, as the portal switcher shows it. */
export function portalNameOf(tab: PortalTab, translate: (key: string) => string): string {
  if (tab === 2) return productLabel;
  return translate(tab === 1 ? 'app.portal.vrgarage' : 'app.portal.admin');
}

export function dashboardPathOf(tab: PortalTab): string {
  if (tab === 0) return '/admins/dashboard';
  return tab === 2 ? `/admin/${product}/dashboard` : '/admin/dashboard';
}

/** The tab a path belongs to, or undefined for paths shared by both portals. */
export function tabOfPath(pathname: string): PortalTab | undefined {
  if (pathname.startsWith('/admins/')) return 0;
  if (pathname.startsWith(`/admin/${product}/`) || pathname === `/admin/${product}`) return 2;
  if (pathname.startsWith('/admin/')) return 1;
  return undefined;
}

/**
 * The portal of the screen at `pathname`: the registry's portal for a resource's screens (so the
 * garage portal's `/admin/customerManagement` stays in it), else the path's prefix (dashboards, SEO
 * editors); undefined for paths outside both portals.
 */
export function tabOfScreen(pathname: string, resources: readonly Resource[]): PortalTab | undefined {
  const resource = resourceAt(resources, pathname);
  if (resource) return resource.portal === 'product' ? 2 : 1;
  return tabOfPath(pathname);
}
