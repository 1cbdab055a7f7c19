/** Sign-in and the signed-in admin's profile with its features (spec 000 §6, §7, §8; 001 §3; 002 §7). */
import { contracts, date, fields, flag, list, oneOf, opt, shape, text } from './kit';

/** `vrgarage` for the garage portal, or the product slug for the marketplace portal. */
export const PortalSource = text();
/** The icon choices: auth-screen, dasbhoard (labelled Dashboard), crypto, listing-dbrd. */
export const FeatureIconName = oneOf('auth-screen', 'dasbhoard', 'crypto', 'listing-dbrd');
/** An icon as answers carry it: the choices, other words kept. */
export const FeatureIcon = text();

export const Privilege = shape({ privilegesType: oneOf('Read') });
/** A privilege as answers carry it: kept whole when its type is missing, so a save sends it back. */
export const AnsweredPrivilege = fields({ privilegesType: oneOf('Read') });

export const Feature = fields(
  {
    _id: text(),
    featureName: text(),
    /** Route the feature opens; must resolve to a resource route. */
    endPoint: text(),
    source: PortalSource,
    icon: FeatureIcon,
    status: flag(),
    startDate: opt(date()),
    /** Past = displayed as Expired whatever the status. */
    expiryDate: opt(date()),
    createdAt: date(),
    privileges: opt(list(AnsweredPrivilege)),
  },
  '_id',
);

/**
 * A feature of the signed-in admin's profile: 000 §2 promises each 'its own endpoint, label key and
 * icon'. Every field optional: a feature without an endpoint is skipped and recorded (authProvider.ts),
 * so sign-in never fails because of a feature.
 */
export const ProfileFeature = fields(Feature.entries);

export const SignInPayload = shape({ email: text(), passWord: text() });
/** message: 'admin signin successfully' on success; other texts listed in 000 §8. */
export const SignInAnswer = shape({ message: opt(text()), token: opt(text()) });

/**
 * 000 §7: 'data with role and features'. The role is what every access rule reads: an answer without
 * a readable one is named with Retry (sign-in fails with it; a screen says its access could not be
 * checked), never taken for a user without access. Features left out grant nothing.
 */
export const AdminProfile = fields({ role: text(), features: list(ProfileFeature) }, 'role');

export const calls = contracts({
  'POST /adminSignIn': {
    request: SignInPayload,
    answer: SignInAnswer,
    reads: false,
    responses: {
      200: "message 'admin signin successfully' with token; 'give admin registation email' and 'require passWord' are shown as they are; 'give the correct passWord': Incorrect Password or Email ID",
    },
    summary: 'Signs an admin in, no token (000 §7, §8)',
  },
  'GET /admin_{product}_dashboard': {
    answer: shape({ data: AdminProfile }),
    reads: true,
    responses: { 200: 'data with role and features; the role is stored locally' },
    summary: 'Role and features of the signed-in admin (000 §7; 002 §7)',
  },
});
