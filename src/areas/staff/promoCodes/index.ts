import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { PromoCode, PromoCodeType } from '../../../api/types';
import { formatPayloadDate } from '../../../lib/dates';
import { whenRule } from '../../../data/rowRules';
import { defineResource } from '../../../core/defineResource';
import { PROMO_TYPES, isPromoExpired } from './model';
import { lazyComponent } from '../../../lib/lazyComponent';
import { editedText } from '../../../lib/editedText';

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
  // The type as chosen (required when the row came without it), never the create's default over a stored one.
  const promoCodeType = (values.promoCodeType ?? row.promoCodeType) as PromoCodeType;
  const promoCode = editedText(values.promoCode, row.promoCode);
  const { startDate, expiryDate, ...fields } = toPromoCreate({ ...row, ...values });
  return {
    ...fields,
    // A date the code was stored (or listed) without, left empty, is not sent: '' would clear one the server holds.
    ...(startDate ? { startDate } : {}),
    ...(expiryDate ? { expiryDate } : {}),
    promoCode,
    promoCodeType,
    promoCodeId: row._id,
    status: row.status,
  };
}

/** Toggle (001 §4): the opposite flag, or the word Expired for an expired code. */
export function toPromoToggle(row: PromoCode, now?: Date) {
  return { id: row._id, status: isPromoExpired(row, now) ? ('Expired' as const) : row.status !== true };
}

export const promoCodes = defineResource<PromoCode>({
  name: 'Promocodes',
  key: 'promoCodes',
  actsById: true,
  portal: 'vrgarage',
  menu: { icon: LocalOfferIcon, order: 50 },
  list: lazyComponent(() => import('./PromoCodeList')),
  pageSize: 5,
  perPageOptions: [5, 10, 25],
  read: { whole: api.promoCodeList, rows: 'promoCodes' },
  search: ['promoCode', 'promoCodeType', 'promoCodeValue'],
  facets: [{ source: 'promoCodeType', field: 'promoCodeType', label: 'resources.promoCodes.fields.promoCodeType', choices: PROMO_TYPES }],
  // The from/to filter applies to the start date (001 §2.2); the list stays newest first.
  dateField: 'startDate',
  card: { title: 'promoCode', facts: ['promoCodeValue', 'expiryDate'] },
  sort: { field: 'createdAt', order: 'DESC' },
  // promoDisplayStatus 'active', as data for the list worker: not expired and switched on.
  isActive: whenRule({ all: [{ not: { field: 'expiryDate', past: 'day' } }, { field: 'status', equals: true }] }),
  create: async (values) => request(api.promoCodeCreate, toPromoCreate(values)),
  update: async (row, values) => request(api.promoCodeUpdate, toPromoUpdate(row, values)),
  changeStatus: (row) => request(api.promoCodeChangeStatus, toPromoToggle(row)),
  // An expired code's switch sends 'Expired' (001 §4), which neither activates nor deactivates it.
  bulk: { status: true, statusSkips: (row) => isPromoExpired(row), rowLabel: (row) => row.promoCode ?? '' },
});

export * from './model';
