import { describe, expect, it } from 'vitest';
import type { Feature, PromoCode, Role, SubAdmin } from '../../src/sandbox/records';
import {
  consoleRoutes,
  endPointHasSpaces,
  endPointIsKnown,
  features,
  isFeatureExpired,
  toFeatureCreate,
  toFeatureToggle,
  toFeatureUpdate,
} from '../../src/areas/staff/features';
import { promoAmountError, promoCodes, promoDisplayStatus, toPromoCreate, toPromoToggle, toPromoUpdate } from '../../src/areas/staff/promoCodes';
import { resources } from '../../src/areas/registry';
import { roles, toRoleCreate, toRoleToggle, toRoleUpdate } from '../../src/areas/staff/roles';
import { toSubAdminCreate, toSubAdminToggle, toSubAdminUpdate } from '../../src/areas/staff/subAdmins';
import { sampleNotifications } from '../../src/areas/reports/notifications';

const now = new Date('2026-11-22T10:00:00Z');
const promo: PromoCode = {
  _id: 'p1',
  promoCode: 'DIWALI20',
  promoCodeType: 'discount',
  promoCodeValue: 20,
  startDate: '2026-10-01T00:00:00.000Z',
  expiryDate: '2026-12-31T00:00:00.000Z',
  status: true,
  createdAt: '2026-09-25T00:00:00.000Z',
};

describe('promo codes (001 §4, §5, §7)', () => {
  it('shows Expired when the expiry is past, otherwise Active/Inactive by the flag', () => {
    expect(promoDisplayStatus(promo, now)).toBe('active');
    expect(promoDisplayStatus({ ...promo, status: false }, now)).toBe('inactive');
    expect(promoDisplayStatus({ ...promo, expiryDate: '2026-11-01T00:00:00.000Z' }, now)).toBe('expired');
    expect(promoDisplayStatus({ ...promo, expiryDate: '2026-11-22T00:00:00.000Z' }, now)).toBe('active');
  });

  it('checks the amount by type', () => {
    expect(promoAmountError('discount', '100')).toBeUndefined();
    expect(promoAmountError('discount', '0')).toBeUndefined();
    expect(promoAmountError('discount', '100.5')).toBe('resources.promoCodes.validation.discount');
    expect(promoAmountError('discount', '-1')).toBe('resources.promoCodes.validation.discount');
    expect(promoAmountError('discount', '')).toBe('resources.promoCodes.validation.discount');
    expect(promoAmountError('value', '5000')).toBeUndefined();
    expect(promoAmountError('value', '-0.01')).toBe('resources.promoCodes.validation.value');
    expect(promoAmountError('value', '10000000')).toBeUndefined();
    expect(promoAmountError('value', '1e21')).toBe('resources.promoCodes.validation.value_max');
  });

  it('builds the documented payloads', () => {
    expect(
      toPromoCreate({ promoCode: ' RAINY30 ', promoCodeType: 'value', promoCodeValue: '300', startDate: '2026-12-01', expiryDate: '2026-12-31' }),
    ).toEqual({
      promoCodeType: 'value',
      promoCodeValue: 300,
      promoCode: 'RAINY30',
      startDate: '2026-12-01',
      expiryDate: '2026-12-31',
    });
    expect(toPromoUpdate(promo, { promoCodeValue: '25' })).toEqual({
      promoCodeType: 'discount',
      promoCodeValue: 25,
      promoCode: 'DIWALI20',
      startDate: '2026-10-01',
      expiryDate: '2026-12-31',
      promoCodeId: 'p1',
      status: true,
    });
    expect(toPromoToggle(promo, now)).toEqual({ id: 'p1', status: false });
    expect(toPromoToggle({ ...promo, status: false }, now)).toEqual({ id: 'p1', status: true });
    expect(toPromoToggle({ ...promo, expiryDate: '2026-01-01T00:00:00.000Z' }, now)).toEqual({ id: 'p1', status: 'Expired' });
  });

  it('leaves expired codes out of bulk Activate and Deactivate: their switch would send Expired', () => {
    const { activate, deactivate } = promoCodes.bulkActions;
    const expired = { ...promo, expiryDate: '2020-01-01T00:00:00.000Z' };
    for (const status of [true, false]) {
      expect(activate!.appliesTo!({ ...expired, status })).toBe(false);
      expect(deactivate!.appliesTo!({ ...expired, status })).toBe(false);
    }
    const live = { ...promo, expiryDate: '2099-01-01T00:00:00.000Z' };
    expect(activate!.appliesTo!({ ...live, status: false })).toBe(true);
    expect(deactivate!.appliesTo!({ ...live, status: true })).toBe(true);
  });
});

describe('sub-admins, roles and features (001 §7)', () => {
  const subAdmin = { id: 's1', name: 'Asha', email: 'asha@garagehub.in', roleId: 'r1', status: true } as SubAdmin;
  const role = { _id: 'r1', roleName: 'Desk', source: 'vrgarage', status: false, features: [] } as unknown as Role;
  const feature = {
    _id: 'f1',
    featureName: 'Category',
    endPoint: '/admin/category',
    source: 'vrgarage',
    icon: 'listing-dbrd',
    status: true,
  } as Feature;

  it('sub-admin payloads keep the e-mail read-only', () => {
    expect(toSubAdminCreate({ name: ' Asha ', email: 'asha@garagehub.in', roleId: 'r1' })).toEqual({
      name: 'Asha',
      email: 'asha@garagehub.in',
      roleId: 'r1',
    });
    expect(toSubAdminUpdate(subAdmin, { name: 'Asha K', email: 'other@x.in', roleId: 'r2' })).toEqual({
      subAdminId: 's1',
      name: 'Asha K',
      email: 'asha@garagehub.in',
      roleId: 'r2',
    });
    expect(toSubAdminToggle(subAdmin)).toEqual({ subAdminId: 's1', newStatus: false });
    // A server sending Mongo's _id in place of id: the calls send it.
    const byMongoId = { ...subAdmin, id: undefined, _id: 'm1' } as unknown as SubAdmin;
    expect(toSubAdminToggle(byMongoId)).toEqual({ subAdminId: 'm1', newStatus: false });
    expect(toSubAdminUpdate(byMongoId, { name: 'Asha' }).subAdminId).toBe('m1');
  });

  it('role payloads save each feature with privilege Read and never change the portal', () => {
    expect(toRoleCreate({ roleName: ' Desk ', source: 'vrgarage', features: ['f1', 'f2', 'f1'] })).toEqual({
      roleName: 'Desk',
      source: 'vrgarage',
      features: [
        { featureId: 'f1', privileges: [{ privilegesType: 'Read' }] },
        { featureId: 'f2', privileges: [{ privilegesType: 'Read' }] },
      ],
    });
    expect(toRoleUpdate(role, { roleName: 'Desk 2', source: 'marketplace', features: [] })).toEqual({
      roleName: 'Desk 2',
      source: 'vrgarage',
      features: [],
      roleId: 'r1',
    });
    expect(toRoleToggle(role)).toEqual({ roleId: 'r1', newStatus: true });
  });

  it('feature payloads, the spaces rule and expiry', () => {
    expect(toFeatureCreate({ featureName: ' Category ', endPoint: ' /admin/category ', source: 'vrgarage', icon: 'crypto' })).toEqual({
      featureName: 'Category',
      endPoint: '/admin/category',
      source: 'vrgarage',
      icon: 'crypto',
    });
    expect(toFeatureUpdate(feature, { featureName: 'Categories' })).toEqual({
      featureId: 'f1',
      featureName: 'Categories',
      endPoint: '/admin/category',
      source: 'vrgarage',
      icon: 'listing-dbrd',
    });
    expect(toFeatureToggle(feature)).toEqual({ featureId: 'f1', newStatus: false });
    expect(endPointHasSpaces('/admin/cate gory')).toBe(true);
    expect(endPointHasSpaces('/admin/category')).toBe(false);
    expect(isFeatureExpired({ expiryDate: '2020-01-01' }, now)).toBe(true);
    expect(isFeatureExpired({ expiryDate: undefined }, now)).toBe(false);
  });

  it("exports a role's granted features only, as its row shows them", () => {
    const column = roles.export!.columns.find((entry) => entry.header === 'Features')!;
    const listed = {
      ...role,
      features: [
        { featureId: 'f1', featureName: 'Category', checked: true },
        { featureId: 'f2', featureName: 'Services', checked: false },
        { featureId: 'f3', featureName: 'Promo Codes' },
      ],
    };
    expect(column.value(listed, 0)).toBe('Category, Promo Codes');
  });

  it('counts a feature as Active only when switched on and not expired, as its badge reads', () => {
    const isActive = features.isActive!;
    expect(isActive({ ...feature, expiryDate: '2099-01-01T00:00:00.000Z' })).toBe(true);
    expect(isActive({ ...feature, expiryDate: '2020-01-01T00:00:00.000Z' })).toBe(false);
    expect(isActive({ ...feature, status: false })).toBe(false);
  });

  it('offers the console routes of the chosen portal as endPoint suggestions', () => {
    const garage = consoleRoutes(resources, 'vrgarage');
    expect(garage).toContain('/admin/category');
    expect(garage).toContain('/admin/GarageManagement');
    expect(garage.every((route) => route.startsWith('/admin/'))).toBe(true);
    expect(consoleRoutes(resources, 'marketplace')).toContain('/admin/marketplace/page');
    expect(garage).not.toContain('/admin/marketplace/page');
    expect(endPointIsKnown(resources, '/admin/category', 'vrgarage')).toBe(true);
    expect(endPointIsKnown(resources, 'category', 'vrgarage')).toBe(true);
    expect(endPointIsKnown(resources, '/admin/dashboard', 'vrgarage')).toBe(true);
    expect(endPointIsKnown(resources, '/admin/nowhere', 'vrgarage')).toBe(false);
  });
});

describe('notifications screen', () => {
  it('has the 20 fixed sample rows', () => {
    const rows = sampleNotifications(now.getTime());
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.sendTo))).toEqual(new Set(['customer', 'Garage', 'Multiple']));
  });
});

describe('roles export', () => {
  it("writes the features the row shows: unticked by checked: false, or by status: false where there is no checked (001 §3 'checked/status')", () => {
    const features = roles.export!.columns.find((column) => column.header === 'Features')!;
    const row = {
      features: [
        { featureId: 'f1', featureName: 'Leads', status: false },
        { featureId: 'f2', featureName: 'Dashboard', checked: false },
        { featureId: 'f3', featureName: 'Users', checked: true, status: false },
        { featureId: 'f4', featureName: 'Quotes' },
      ],
    };
    expect(features.value(row as never, 0)).toBe('Users, Quotes');
  });
});
