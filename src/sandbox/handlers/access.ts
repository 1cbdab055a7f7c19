import { api } from '../../api/endpoints';
import { ADMIN_ROLE, SUBADMIN_ROLE } from '../../auth/permissions';
import { DEMO_SUBADMIN } from '../demo';
import { grantedFeatures } from '../enforce';
import { json, route, type SandboxContext } from '../route';

/** Login and profile (spec 000 §7–§8): the demo admin and every active sub-admin the store holds. */
export function accessHandlers(context: SandboxContext) {
  return [
    route(context, api.adminSignIn, ({ body, store }) => {
      const email = String(body?.email ?? '')
        .trim()
        .toLowerCase();
      const password = String(body?.passWord ?? '');
      const admin = store.db.admins.find((candidate) => candidate.email.toLowerCase() === email);
      const subAdmin = store.db.subAdmins.find((candidate) => candidate.email.toLowerCase() === email && candidate.status);
      if (!admin && !subAdmin) return json({ message: 'give admin registation email' }, 400);
      if (!password) return json({ message: 'require passWord' }, 400);
      const expected = admin ? admin.passWord : DEMO_SUBADMIN.password;
      if (password !== expected) return json({ message: 'give the correct passWord' }, 400);
      const token = `sbx.${store.newId()}.${Math.random().toString(36).slice(2)}`;
      store.tokens[token] = { email, kind: admin ? 'admin' : 'subadmin' };
      return { message: 'admin signin successfully', token };
    }),
    route(context, api.adminProfile, ({ principal, store }) => {
      if (principal!.kind === 'admin') return { data: { role: ADMIN_ROLE, features: [] } };
      // The role's active features (an expired one is still sent: the console says why it is refused).
      const features = grantedFeatures(store, principal!.email);
      if (!features) return json({ message: 'Unauthorized' }, 401);
      // The profile's role is the account kind ('subadmin', spec 000 §6); the role record gives the features.
      return { data: { role: SUBADMIN_ROLE, features } };
    }),
  ];
}
