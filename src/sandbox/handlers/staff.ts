import { api } from '../../api/endpoints';
import type { Feature, PromoCode, Role, SubAdmin } from '../records';
import { json, route, type SandboxContext } from '../route';
import { SERVER_MAX_RUPEES, checkNumber, checkText, firstRefusal } from '../limits';

const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const READ = [{ privilegesType: 'Read' as const }];

/**
 * Promo codes, sub-admins, roles and features (spec 001 §7). A sub-admin created here signs in with
 * the demo sub-admin password (see access.ts) and its role's features make its menu.
 */
export function staffHandlers(context: SandboxContext) {
  const { store, product } = context;
  const sources = () => ['vrgarage', product];
  const now = () => new Date().toISOString();

  /** A role's feature entries from the request, with the names and sources the server keeps. */
  const roleFeatures = (requested: unknown, source: string): Role['features'] | string => {
    const list = Array.isArray(requested) ? requested : [];
    const out: Role['features'] = [];
    for (const entry of list) {
      const feature = store.db.features.find((candidate) => candidate._id === (entry as { featureId?: string })?.featureId);
      if (!feature) return `Unknown feature ${(entry as { featureId?: string })?.featureId}`;
      // A role stored without a portal (001 §5 never required one) keeps the features it holds.
      if (source && feature.source !== source) return `Feature ${feature.featureName} belongs to another portal`;
      if (out.some((existing) => existing.featureId === feature._id)) continue;
      out.push({ featureId: feature._id, featureName: feature.featureName, source, checked: true, status: true, privileges: READ });
    }
    return out;
  };

  return [
    // --- Promo codes ------------------------------------------------------------------------------
    route(context, api.promoCodeList, () => ({ promoCodes: store.db.promoCodes })),
    route(context, api.promoCodeCreate, ({ body }) => {
      const invalid = firstRefusal(
        checkText('promoCode', body?.promoCode),
        checkNumber('promoCodeValue', body?.promoCodeValue, 0, SERVER_MAX_RUPEES),
      );
      if (invalid) return json({ message: invalid }, 400);
      const code = String(body?.promoCode ?? '').trim();
      const value = Number(body?.promoCodeValue);
      if (!code || !['discount', 'value'].includes(String(body?.promoCodeType)) || !Number.isFinite(value) || !body?.startDate || !body?.expiryDate) {
        return json({ message: 'promoCode, promoCodeType, promoCodeValue, startDate and expiryDate are required' }, 400);
      }
      if (body.promoCodeType === 'discount' && (value < 0 || value > 100)) return json({ message: 'Discount must be between 0% and 100%' }, 400);
      if (value < 0) return json({ message: 'Value must be greater than or equal to 0' }, 400);
      if (store.db.promoCodes.some((existing) => same(existing.promoCode, code))) return json({ message: 'Promo code already exists' }, 400);
      const created: PromoCode = {
        _id: store.newId(),
        promoCode: code,
        promoCodeType: body.promoCodeType,
        promoCodeValue: value,
        startDate: new Date(body.startDate).toISOString(),
        expiryDate: new Date(body.expiryDate).toISOString(),
        status: true,
        createdAt: now(),
      };
      store.db.promoCodes.push(created);
      return json({ message: 'Promo code added successfully', data: created }, 201);
    }),
    route(context, api.promoCodeUpdate, ({ body }) => {
      const found = store.db.promoCodes.find((existing) => existing._id === body?.promoCodeId);
      if (!found) return json({ message: 'Promo code not found' }, 404);
      const invalid = firstRefusal(
        checkText('promoCode', body.promoCode, { stored: found.promoCode }),
        checkNumber('promoCodeValue', body.promoCodeValue, 0, SERVER_MAX_RUPEES, found.promoCodeValue),
      );
      if (invalid) return json({ message: invalid }, 400);
      const code = String(body.promoCode ?? found.promoCode).trim();
      if (store.db.promoCodes.some((existing) => existing !== found && same(existing.promoCode, code))) {
        return json({ message: 'Promo code already exists' }, 400);
      }
      const value = Number(body.promoCodeValue ?? found.promoCodeValue);
      const type = body.promoCodeType ?? found.promoCodeType;
      const unchanged = value === found.promoCodeValue && type === found.promoCodeType;
      if (!unchanged && (!Number.isFinite(value) || value < 0 || (type === 'discount' && value > 100)))
        return json({ message: 'Invalid promoCodeValue' }, 400);
      Object.assign(found, {
        promoCode: code,
        promoCodeType: type,
        promoCodeValue: value,
        startDate: body.startDate ? new Date(body.startDate).toISOString() : found.startDate,
        expiryDate: body.expiryDate ? new Date(body.expiryDate).toISOString() : found.expiryDate,
        status: body.status ?? found.status,
      });
      return { message: 'Promo code updated successfully' };
    }),
    route(context, api.promoCodeChangeStatus, ({ body }) => {
      const found = store.db.promoCodes.find((existing) => existing._id === body?.id);
      if (!found) return json({ message: 'Promo code not found' }, 404);
      found.status = body.status === 'Expired' ? 'Expired' : Boolean(body.status);
      return { message: 'Status changed' };
    }),

    // --- Sub-admins -------------------------------------------------------------------------------
    route(context, api.subAdminList, () => ({ subadmins: store.db.subAdmins })),
    route(context, api.subAdminCreate, ({ body }) => {
      const invalid = checkText('name', body?.name, { name: true });
      if (invalid) return json({ message: invalid }, 400);
      const name = String(body?.name ?? '').trim();
      const email = String(body?.email ?? '')
        .trim()
        .toLowerCase();
      const role = store.db.roles.find((candidate) => candidate._id === body?.roleId);
      if (!name || !EMAIL.test(email) || !role) return json({ message: 'name, a valid email and roleId are required' }, 400);
      if (!role.status) return json({ message: 'Role is inactive' }, 400);
      if (store.db.subAdmins.some((existing) => same(existing.email, email)) || store.db.admins.some((admin) => same(admin.email, email))) {
        return json({ message: 'Subadmin already exists' }, 200);
      }
      const createdAt = now();
      const next = 1001 + store.db.subAdmins.length;
      const created: SubAdmin = {
        id: store.newId(),
        name,
        email,
        userId: `SA${next}`,
        role: role.roleName,
        roleId: role._id,
        status: true,
        createdAt,
        registationDate: createdAt,
      };
      store.db.subAdmins.push(created);
      return json({ message: 'Subadmin Created successfully', data: created }, 201);
    }),
    route(context, api.subAdminUpdate, ({ body }) => {
      const found = store.db.subAdmins.find((existing) => existing.id === body?.subAdminId);
      if (!found) return json({ message: 'Subadmin not found' }, 404);
      const invalid = checkText('name', body.name, { name: true, stored: found.name });
      if (invalid) return json({ message: invalid }, 400);
      const role = body.roleId ? store.db.roles.find((candidate) => candidate._id === body.roleId) : undefined;
      if (body.roleId && !role) return json({ message: 'Role not found' }, 400);
      if (body.email && !same(body.email, found.email)) return json({ message: 'The email cannot be changed' }, 400);
      Object.assign(found, {
        name: String(body.name ?? found.name).trim() || found.name,
        ...(role ? { roleId: role._id, role: role.roleName } : {}),
      });
      return { message: 'Subadmin Updated successfully' };
    }),
    route(context, api.subAdminChangeStatus, ({ body }) => {
      const found = store.db.subAdmins.find((existing) => existing.id === body?.subAdminId);
      if (!found) return json({ message: 'Subadmin not found' }, 404);
      found.status = Boolean(body.newStatus);
      return { message: 'Status Change Success' };
    }),

    // --- Roles ------------------------------------------------------------------------------------
    route(context, api.adminRoleList, () => ({ data: store.db.roles })),
    route(context, api.adminRoleGet, ({ body }) => {
      const found = store.db.roles.find((existing) => existing._id === body?.roleId);
      if (!found) return json({ message: 'Role not found' }, 404);
      const features = found.features.map((entry) => {
        const feature = store.db.features.find((candidate) => candidate._id === entry.featureId);
        return { ...entry, featureName: feature?.featureName ?? entry.featureName, status: feature?.status ?? entry.status };
      });
      return { data: { ...found, features } };
    }),
    route(context, api.adminRoleCreate, ({ body }) => {
      const roleName = String(body?.roleName ?? '').trim();
      const source = String(body?.source ?? '');
      if (!roleName || !sources().includes(source)) return json({ message: 'roleName and source are required' }, 400);
      if (store.db.roles.some((existing) => same(existing.roleName, roleName))) return json({ message: 'Role already exists' }, 400);
      const features = roleFeatures(body.features, source);
      if (typeof features === 'string') return json({ message: features }, 400);
      const _id = store.newId();
      store.db.roles.push({ _id, roleId: _id, roleName, source, status: true, createdAt: now(), features });
      return json({ message: 'Roles Added Successfully' }, 201);
    }),
    route(context, api.adminRoleUpdate, ({ body }) => {
      const found = store.db.roles.find((existing) => existing._id === body?.roleId);
      if (!found) return json({ message: 'Role not found' }, 404);
      const roleName = String(body.roleName ?? found.roleName).trim() || found.roleName;
      if (store.db.roles.some((existing) => existing !== found && same(existing.roleName, roleName)))
        return json({ message: 'Role already exists' }, 400);
      // The portal of a role never changes.
      const features = body.features === undefined ? found.features : roleFeatures(body.features, found.source);
      if (typeof features === 'string') return json({ message: features }, 400);
      Object.assign(found, { roleName, features });
      for (const subAdmin of store.db.subAdmins) if (subAdmin.roleId === found._id) subAdmin.role = roleName;
      return { message: 'Roles Updated Successfully' };
    }),
    route(context, api.adminRoleChangeStatus, ({ body }) => {
      const found = store.db.roles.find((existing) => existing._id === body?.roleId);
      if (!found) return json({ message: 'Role not found' }, 404);
      found.status = Boolean(body.newStatus);
      return { message: `Role is now ${found.status ? 'Active' : 'Inactive'}` };
    }),

    // --- Features ---------------------------------------------------------------------------------
    route(context, api.adminFeatureList, () => ({ data: store.db.features })),
    route(context, api.adminFeatureCreate, ({ body }) => {
      const invalid = featureProblem(body, sources());
      if (invalid) return json({ message: invalid }, 400);
      const createdAt = now();
      const created: Feature = {
        _id: store.newId(),
        featureName: String(body.featureName).trim(),
        endPoint: String(body.endPoint).trim(),
        source: body.source,
        icon: body.icon,
        status: true,
        startDate: createdAt,
        createdAt,
        privileges: READ,
      };
      store.db.features.push(created);
      return json({ message: 'Feature added successfully', data: created }, 201);
    }),
    route(context, api.adminFeatureUpdate, ({ body }) => {
      const found = store.db.features.find((existing) => existing._id === body?.featureId);
      if (!found) return json({ message: 'Feature not found' }, 404);
      const merged = { ...found, ...body };
      const invalid = featureProblem(merged, sources());
      if (invalid) return json({ message: invalid }, 400);
      Object.assign(found, {
        featureName: String(merged.featureName).trim(),
        endPoint: String(merged.endPoint).trim(),
        source: merged.source,
        icon: merged.icon,
      });
      for (const role of store.db.roles) {
        for (const entry of role.features) if (entry.featureId === found._id) entry.featureName = found.featureName;
      }
      return { message: 'Feature Updated successfully' };
    }),
    route(context, api.adminFeatureChangeStatus, ({ body }) => {
      const found = store.db.features.find((existing) => existing._id === body?.featureId);
      if (!found) return json({ message: 'Feature not found' }, 404);
      found.status = Boolean(body.newStatus);
      return { message: `Feature is now ${found.status ? 'Active' : 'Inactive'}` };
    }),
  ];
}

function featureProblem(
  body: { featureName?: unknown; endPoint?: unknown; source?: unknown; icon?: unknown } | undefined,
  sources: string[],
): string | undefined {
  if (!body || !String(body.featureName ?? '').trim() || !String(body.endPoint ?? '').trim() || !body.icon) {
    return 'featureName, endPoint, source and icon are required';
  }
  if (/\s/.test(String(body.endPoint).trim())) return 'Spaces not use';
  if (!sources.includes(String(body.source))) return 'source must be vrgarage or the product';
  return undefined;
}
