/**
 * The one permission rule (spec 000 §6, 001 §6, 002 §6). Pure: the menu, buttons, routes and the
 * authProvider's canAccess all ask it.
 */
import { product } from '../config';
import { dayHasPassed } from '../lib/dates';

export type PortalSource = 'vrgarage' | string;

/** A feature as the profile call returns it for the signed-in role. */
export interface GrantedFeature {
  featureName?: string;
  endPoint: string;
  source: string;
  icon?: string;
  status?: boolean;
  expiryDate?: string | null;
}

export interface AccessRequest {
  role: string | undefined;
  features: readonly GrantedFeature[];
  /** The route of the resource asked about, e.g. `admin/category`, or `dashboard`. */
  resource: string;
  /** The portal the resource belongs to: `vrgarage` or the product slug. */
  portal: PortalSource;
  action: string;
  /** Actions of this resource reserved to role admin (export everywhere; Clear Filters on roles and features). */
  adminOnlyActions?: readonly string[];
  now?: Date;
}

export interface AccessDecision {
  allowed: boolean;
  /** Translation key explaining a refusal, shown on the access-denied page. */
  reason?: 'app.access.admin_only' | 'app.access.not_assigned' | 'app.access.feature_expired' | 'app.access.signed_out';
}

export const ADMIN_ROLE = 'admin';
export const SUBADMIN_ROLE = 'subadmin';
/** Routes role `subadmin` gets in the garage portal on top of its features. */
export const SUBADMIN_EXTRA_ROUTES = ['admin/subAdminManagement', 'admin/roles'];
export const ALWAYS_ADMIN_ONLY = ['export'];
/** The session's answers that differed from the documents (issue 40): for the people who run the console. */
export const DIAGNOSTICS_ROUTE = 'admin/diagnostics';
/** Screens no feature can give another role. */
export const ADMIN_ONLY_ROUTES = [DIAGNOSTICS_ROUTE];

/** Normalises a feature's endPoint ('/admin/category', 'category', 'page' for the product portal) to a route. */
export function routeOfEndpoint(endPoint: string, source: PortalSource): string {
  const path = endPoint
    .trim()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/+|\/+$/g, '');
  if (path.startsWith('admin/')) return path;
  // 'marketplace/page' already names the product's portal (as portalOfEndpoint reads it).
  if (path.startsWith(`${product}/`)) return `admin/${path}`;
  return source === 'vrgarage' ? `admin/${path}` : `admin/${product}/${path}`;
}

/** The portal of a feature that names none (000 §2 promises only its endpoint): the product's routes, else the garage portal. */
export function portalOfEndpoint(endPoint: string): PortalSource {
  const path = endPoint
    .trim()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/+/, '');
  return path.startsWith(`admin/${product}/`) || path.startsWith(`${product}/`) ? product : 'vrgarage';
}

export function isFeatureLive(feature: GrantedFeature, now: Date = new Date()): boolean {
  if (feature.status === false) return false;
  // Its expiry day still counts, as a promo code's and a subscription's do (001 §2.1, §4).
  return !dayHasPassed(feature.expiryDate, now);
}

export function decideAccess(request: AccessRequest): AccessDecision {
  const { role, features, resource, portal, action } = request;
  if (!role) return { allowed: false, reason: 'app.access.signed_out' };
  if (role === ADMIN_ROLE) return { allowed: true };
  const adminOnly = [...ALWAYS_ADMIN_ONLY, ...(request.adminOnlyActions ?? [])];
  if (adminOnly.includes(action) || ADMIN_ONLY_ROUTES.includes(resource)) return { allowed: false, reason: 'app.access.admin_only' };
  if (resource === 'dashboard') return { allowed: true };
  if (role === SUBADMIN_ROLE && portal === 'vrgarage' && SUBADMIN_EXTRA_ROUTES.includes(resource)) {
    return { allowed: true };
  }
  const matching = features.filter((feature) => feature.source === portal && routeOfEndpoint(feature.endPoint, feature.source) === resource);
  if (matching.length === 0) return { allowed: false, reason: 'app.access.not_assigned' };
  if (!matching.some((feature) => isFeatureLive(feature, request.now))) {
    return { allowed: false, reason: 'app.access.feature_expired' };
  }
  return { allowed: true };
}

/** Features a non-admin sees in the menu of the active portal. */
export function menuFeatures(features: readonly GrantedFeature[], portal: PortalSource, now?: Date): GrantedFeature[] {
  return features.filter((feature) => feature.source === portal && isFeatureLive(feature, now));
}
