import { describe, expect, it } from 'vitest';
import { decideAccess, isFeatureLive, routeOfEndpoint, type GrantedFeature } from '../../src/auth/permissions';

const category: GrantedFeature = { featureName: 'Category', endPoint: '/admin/category', source: 'vrgarage', status: true };
const pages: GrantedFeature = { featureName: 'Pages', endPoint: 'page', source: 'marketplace', status: true };
const expired: GrantedFeature = { featureName: 'Service', endPoint: '/admin/services', source: 'vrgarage', expiryDate: '2020-01-01' };

const ask = (
  role: string | undefined,
  features: GrantedFeature[],
  resource: string,
  action = 'list',
  portal = 'vrgarage',
  adminOnlyActions?: string[],
) => decideAccess({ role, features, resource, portal, action, adminOnlyActions, now: new Date('2026-11-01') });

describe('permission rule', () => {
  it('lets admin do everything, export included', () => {
    expect(ask('admin', [], 'admin/GarageManagement', 'export').allowed).toBe(true);
    expect(ask('admin', [], 'admin/roles', 'clearFilters', 'vrgarage', ['clearFilters']).allowed).toBe(true);
  });

  it('gives other roles the dashboard and only their assigned features', () => {
    expect(ask('Catalogue Manager', [category], 'dashboard').allowed).toBe(true);
    expect(ask('Catalogue Manager', [category], 'admin/category').allowed).toBe(true);
    expect(ask('Catalogue Manager', [category], 'admin/services')).toEqual({ allowed: false, reason: 'app.access.not_assigned' });
  });

  it('matches the feature source with the resource portal', () => {
    expect(ask('SEO Editor', [pages], 'admin/marketplace/page', 'list', 'marketplace').allowed).toBe(true);
    expect(ask('SEO Editor', [{ ...pages, source: 'vrgarage' }], 'admin/marketplace/page', 'list', 'marketplace').allowed).toBe(false);
  });

  it('refuses export and admin-only actions to every other role', () => {
    expect(ask('Catalogue Manager', [category], 'admin/category', 'export')).toEqual({ allowed: false, reason: 'app.access.admin_only' });
    expect(ask('subadmin', [], 'admin/roles', 'clearFilters', 'vrgarage', ['clearFilters']).allowed).toBe(false);
  });

  it('keeps the diagnostics screen to admin, whatever feature a role is given', () => {
    const diagnostics: GrantedFeature = { featureName: 'Diagnostics', endPoint: '/admin/diagnostics', source: 'vrgarage', status: true };
    expect(ask('admin', [], 'admin/diagnostics').allowed).toBe(true);
    expect(ask('subadmin', [diagnostics], 'admin/diagnostics')).toEqual({ allowed: false, reason: 'app.access.admin_only' });
    expect(ask('Catalogue Manager', [diagnostics, category], 'admin/diagnostics')).toEqual({ allowed: false, reason: 'app.access.admin_only' });
  });

  it('gives subadmin the SubAdmin list and Roles in the garage portal only', () => {
    expect(ask('subadmin', [], 'admin/subAdminManagement').allowed).toBe(true);
    expect(ask('subadmin', [], 'admin/roles').allowed).toBe(true);
    expect(ask('Catalogue Manager', [], 'admin/roles').allowed).toBe(false);
  });

  it('treats inactive or expired features as not granted, with a reason', () => {
    expect(ask('Catalogue Manager', [expired], 'admin/services')).toEqual({ allowed: false, reason: 'app.access.feature_expired' });
    expect(ask('Catalogue Manager', [{ ...category, status: false }], 'admin/category').allowed).toBe(false);
  });

  it('keeps a feature live through its whole expiry day, as promo codes and subscriptions are, and not a day longer', () => {
    const lastDay = new Date(2026, 11, 2, 0, 0, 0);
    const feature = { ...category, expiryDate: '2026-12-02' };
    expect(isFeatureLive(feature, new Date(2026, 11, 2, 23, 59))).toBe(true);
    expect(isFeatureLive(feature, new Date(lastDay.getTime() + 24 * 3_600_000))).toBe(false);
  });

  it('refuses everything without a role', () => {
    expect(ask(undefined, [category], 'admin/category')).toEqual({ allowed: false, reason: 'app.access.signed_out' });
  });

  it('normalises feature endpoints to routes', () => {
    expect(routeOfEndpoint('/admin/category/', 'vrgarage')).toBe('admin/category');
    expect(routeOfEndpoint('Promocodes', 'vrgarage')).toBe('admin/Promocodes');
    expect(routeOfEndpoint('page', 'marketplace')).toBe('admin/marketplace/page');
    expect(routeOfEndpoint('marketplace/page', 'marketplace')).toBe('admin/marketplace/page');
    expect(routeOfEndpoint('/marketplace/quotes/', 'marketplace')).toBe('admin/marketplace/quotes');
    expect(routeOfEndpoint('https://old.host/admin/roles', 'vrgarage')).toBe('admin/roles');
  });
});
