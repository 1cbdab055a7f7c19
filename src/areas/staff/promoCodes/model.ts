import { formatPayloadDate } from '../../../lib/dates';
import type { PromoCode, PromoCodeType } from '../../../api/types';
import { dayHasPassed } from '../../../data/rowRules';
import { MAX_RUPEES } from '../../../lib/validators';

export const PROMO_TYPES: { id: PromoCodeType; name: string }[] = [
  { id: 'discount', name: 'resources.promoCodes.types.discount' },
  { id: 'value', name: 'resources.promoCodes.types.value' },
];

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

/** Expired when the expiry date is past (the whole expiry day still counts). */
export const isPromoExpired = (row: Pick<PromoCode, 'expiryDate'>, now?: Date): boolean => dayHasPassed(row.expiryDate, now);

/** Badge (001 §4): Expired when the expiry is past, otherwise Active/Inactive by the flag. */
export function promoDisplayStatus(row: Pick<PromoCode, 'expiryDate' | 'status'>, now?: Date): PromoDisplayStatus {
  if (isPromoExpired(row, now)) return 'expired';
  return row.status === true ? 'active' : 'inactive';
}

export type PromoDisplayStatus = 'expired' | 'active' | 'inactive';

/** The values the edit form opens with; dates as the date inputs hold them (YYYY-MM-DD). */
export const promoFormValues = (row: PromoCode) => ({
  promoCode: row.promoCode ?? '',
  promoCodeType: row.promoCodeType,
  promoCodeValue: row.promoCodeValue,
  startDate: formatPayloadDate(row.startDate),
  expiryDate: formatPayloadDate(row.expiryDate),
});
