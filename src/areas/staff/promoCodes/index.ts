import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { PromoCode, PromoCodeType } from '../../../api/types';
import { formatPayloadDate } from '../../../lib/dates';
import { dayHasPassed, whenRule } from '../../../data/rowRules';
import { defineResource, lazyScreen } from '../../../core/defineResource';
import { MAX_RUPEES } from '../../../lib/validators';

export const PROMO_TYPES: { id: PromoCodeType; name: string }[] = [
  { id: 'discount', name: 'resources.promoCodes.types.discount' },
  { id: 'value', name: 'resources.promoCodes.types.value' },
];

/** Expired when the expiry date is past (the whole expiry day still counts). */
export const isPromoExpired = (row: Pick<PromoCode, 'expiryDate'>, now?: Date): boolean => dayHasPassed(row.expiryDate, now);

export type PromoDisplayStatus = 'expired' | 'active' | 'inactive';

/** Badge (001 §4): Expired when the expiry is past, otherwise Active/Inactive by the flag. */
export function promoDisplayStatus(row: Pick<PromoCode, 'expiryDate' | 'status'>, now?: Date): PromoDisplayStatus {
  if (isPromoExpired(row, now)) return 'expired';
  return row.status === true ? 'active' : 'inactive';
}

/** Amount rule (001 §5): a translation key when invalid, else undefined. */
export function promoAmountError(type: unknown, amount: unknown): string | undefined {
  const text = amount === null || amount === undefined ? '' : String(amount).trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (type === 'value') {
    if (!(Number.isFinite(value) && value >= 0)) return 'resources.promoCodes.validation.value';
    return value <= MAX_RUPEES ? undefined : 'resources.promoCodes.validation.value_max';
  }
  return Number.isFinite(value) && value >= 0 && value <= 100 ? undefined : 'resources.promoCodes.validation.discount';
}

/** Form values -> POST /addPromoCode (dates sent YYYY-MM-DD). */
export function toPromoCreate(values: Record<string, unknown>) {
  return {
    promoCodeType: (values.promoCodeType === 'value' ? 'value' : 'discount') as PromoCodeType,
    promoCodeValue: Number(values.promoCodeValue),
    promoCode: String(values.promoCode ?? '').trim(),
    startDate: formatPayloadDate(values.startDate),
    expiryDate: formatPayloadDate(values.expiryDate),
  };
}

/** Form values -> PUT /updatePromoCode: the create fields plus promoCodeId and the unchanged status. */
export function toPromoUpdate(row: PromoCode, values: Record<string, unknown>) {
  return { ...toPromoCreate({ ...row, ...values }), promoCodeId: row._id, status: row.status };
}

/** Toggle (001 §4): the opposite flag, or the word Expired for an expired code. */
export function toPromoToggle(row: PromoCode, now?: Date) {
  return { id: row._id, status: isPromoExpired(row, now) ? ('Expired' as const) : row.status !== true };
}

export const promoCodes = defineResource<PromoCode>({
  name: 'Promocodes',
  key: 'promoCodes',
  portal: 'vrgarage',
  menu: { icon: LocalOfferIcon, order: 50 },
  list: lazyScreen(() => import('./PromoCodeList')),
  pageSize: 5,
  perPageOptions: [5, 10, 25],
  read: { whole: api.promoCodeList, rows: 'promoCodes' },
  search: ['promoCode', 'promoCodeType', 'promoCodeValue'],
  // The from/to filter applies to the start date (001 §2.2); the list stays newest first.
  dateField: 'startDate',
  sort: { field: 'createdAt', order: 'DESC' },
  // promoDisplayStatus 'active', as data for the list worker: not expired and switched on.
  isActive: whenRule({ all: [{ not: { field: 'expiryDate', past: 'day' } }, { field: 'status', equals: true }] }),
  create: async (values) => request(api.promoCodeCreate, toPromoCreate(values)),
  update: async (row, values) => request(api.promoCodeUpdate, toPromoUpdate(row, values)),
  changeStatus: (row) => request(api.promoCodeChangeStatus, toPromoToggle(row)),
  bulk: { status: true, rowLabel: (row) => row.promoCode ?? '' },
});
