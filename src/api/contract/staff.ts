/** Promo codes, sub-admins, roles and features (spec 001 §3, §7, §8). */
import { AnsweredPrivilege, Feature, FeatureIcon, PortalSource, Privilege } from './access';
import { NotShown } from './catalogue';
import { contracts, fields, date, either, exactly, flag, list, num, oneOf, opt, shape, text } from './kit';

export const SubAdmin = fields({
  id: text(),
  // Mongo's own id, where a server sends it in place of `id`.
  _id: opt(text()),
  name: text(),
  email: text(),
  userId: text(),
  role: text(),
  roleId: text(),
  status: flag(),
  createdAt: date(),
  registationDate: opt(date()),
});

export const RoleFeature = fields(
  {
    featureId: text(),
    featureName: opt(text()),
    source: opt(PortalSource),
    checked: opt(flag()),
    status: opt(flag()),
    privileges: list(AnsweredPrivilege),
  },
  'featureId',
);

const roleEntries = {
  _id: text(),
  roleName: text(),
  source: PortalSource,
  status: flag(),
  createdAt: date(),
  roleId: opt(text()),
  features: list(RoleFeature),
};
export const Role = fields(roleEntries, '_id');
/** One role with its features (role edit form): the other fields may be left out. */
export const RoleWithFeatures = fields(roleEntries, 'features');

/** discount = percent, value = flat amount. */
export const PromoCodeType = oneOf('discount', 'value');
/** The toggle of an expired code sends the word 'Expired'. */
export const PromoCodeStatus = either(flag(), exactly('Expired'));

export const PromoCode = fields(
  {
    _id: text(),
    promoCode: text(),
    promoCodeType: PromoCodeType,
    promoCodeValue: num(),
    startDate: date(),
    expiryDate: date(),
    status: PromoCodeStatus,
    createdAt: date(),
  },
  '_id',
);

const promoCodeFields = {
  promoCodeType: PromoCodeType,
  promoCodeValue: num(),
  promoCode: text(),
  startDate: date(),
  expiryDate: date(),
};
export const PromoCodeCreatePayload = shape(promoCodeFields);
// A code stored without its dates (001 §5 requires none) is saved without them, not with ''.
export const PromoCodeUpdatePayload = shape({
  ...promoCodeFields,
  startDate: opt(promoCodeFields.startDate),
  expiryDate: opt(promoCodeFields.expiryDate),
  promoCodeId: text(),
  status: PromoCodeStatus,
});

const subAdminFields = { name: text(), email: text(), roleId: text() };
export const SubAdminPayload = shape(subAdminFields);

const roleFields = {
  roleName: text(),
  source: PortalSource,
  features: list(shape({ featureId: text(), privileges: list(Privilege) })),
};
export const RolePayload = shape(roleFields);

const featureFields = { featureName: text(), endPoint: text(), source: PortalSource, icon: FeatureIcon };
export const FeaturePayload = shape(featureFields);

export const calls = contracts({
  'GET /promoCodeList': {
    answer: shape({ promoCodes: list(PromoCode) }),
    rows: { at: 'promoCodes', row: PromoCode },
    reads: true,
    responses: { 200: 'promoCodes' },
    summary: 'Promo codes (001 §7)',
  },
  'POST /addPromoCode': {
    request: PromoCodeCreatePayload,
    answer: NotShown,
    reads: false,
    responses: { 200: 'Promo code added successfully', 400: 'Error adding promo code' },
    summary: 'Adds a promo code (001 §7, §8)',
  },
  'PUT /updatePromoCode': {
    request: PromoCodeUpdatePayload,
    answer: NotShown,
    reads: false,
    responses: { 200: 'Promo code updated successfully (success is HTTP 200 only)' },
    summary: 'Edits a promo code (001 §7, §8)',
  },
  'PUT /editpromoCode': {
    request: shape({ id: text(), status: PromoCodeStatus }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Promocode is now Active/Inactive' },
    summary: "Toggles a promo code's status; an expired code sends 'Expired' (001 §7)",
  },
  'GET /subAdmin': {
    answer: shape({ subadmins: list(SubAdmin) }),
    rows: { at: 'subadmins', row: SubAdmin },
    reads: true,
    responses: { 200: 'subadmins' },
    summary: 'Sub-admins (001 §7)',
  },
  'POST /subAdmin': {
    request: SubAdminPayload,
    answer: NotShown,
    reads: false,
    responses: { 201: 'Subadmin Created successfully', 200: 'any status other than 201: Subadmin with this details already created' },
    summary: 'Adds a sub-admin; success is HTTP 201 (001 §7, §8)',
  },
  'PUT /subAdmin': {
    request: shape({ ...subAdminFields, subAdminId: text() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Subadmin Updated successfully' },
    summary: 'Edits a sub-admin (001 §7, §8)',
  },
  'PUT /subAdmin/changeStatus': {
    request: shape({ subAdminId: text(), newStatus: flag() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'the status is changed' },
    summary: "Changes a sub-admin's status (001 §7)",
  },
  'GET /adminRoles': {
    answer: shape({ data: list(Role) }),
    rows: { at: 'data', row: Role },
    reads: true,
    responses: { 200: 'data: the roles' },
    summary: 'Roles (001 §7)',
  },
  'POST /singleAdminRole': {
    request: shape({ roleId: text() }),
    answer: shape({ data: RoleWithFeatures }),
    reads: true,
    responses: { 200: 'data.features', 400: 'Error fetching data from the API' },
    summary: 'One role with its features (001 §7, §8)',
  },
  'POST /adminRoles': {
    request: RolePayload,
    answer: NotShown,
    reads: false,
    responses: { 200: 'Roles Added Successfully' },
    summary: 'Adds a role (001 §7, §8)',
  },
  'PUT /adminRoles': {
    // A role stored without a portal (001 §5 never required one) may be saved without one.
    request: shape({ ...roleFields, source: opt(PortalSource), roleId: text() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Roles Updated Successfully' },
    summary: 'Edits a role (001 §7, §8)',
  },
  'PUT /adminRoles/changeStatus': {
    request: shape({ roleId: text(), newStatus: flag() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'the status is changed' },
    summary: "Changes a role's status (001 §7)",
  },
  'GET /adminFeatures': {
    answer: shape({ data: list(Feature) }),
    rows: { at: 'data', row: Feature },
    reads: true,
    responses: { 200: 'data: the features' },
    summary: 'Features (001 §7)',
  },
  'POST /adminFeatures': {
    request: FeaturePayload,
    answer: NotShown,
    reads: false,
    responses: { 200: 'Feature added successfully', 400: 'Error adding Feature' },
    summary: 'Adds a feature (001 §7, §8)',
  },
  'PUT /adminFeatures': {
    request: shape({ ...featureFields, featureId: text() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Feature Updated successfully', 400: 'Error updating Features' },
    summary: 'Edits a feature (001 §7, §8)',
  },
  'PUT /adminFeatures/changeStatus': {
    request: shape({ featureId: text(), newStatus: flag() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'the status is changed' },
    summary: "Changes a feature's status (001 §7)",
  },
});
