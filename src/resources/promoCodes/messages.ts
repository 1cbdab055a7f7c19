export const key = 'promoCodes';

/** Promo codes (001 §2.2, §4, §5, §8). */
export default {
  name: 'PromoCode',
  menu: 'PromoCode',
  empty: 'No records available.',
  add: 'Add PromoCode',
  edit: 'Edit Promo Code',
  fields: {
    promoCode: 'Promo Code',
    promoCodeType: 'Type',
    promoCodeValue: 'Value',
    discount: 'Discount (%)',
    value: 'Value (₹)',
    startDate: 'Start Date',
    expiryDate: 'Expiry Date',
  },
  types: { discount: 'Discount', value: 'Value' },
  validation: {
    promoCode: 'Please Enter Promo Code',
    discount: 'Discount must be between 0% and 100%',
    value: 'Value must be greater than or equal to 0',
    startDate: 'Please Select Start Date',
    expiryDate: 'Please Select Expiry Date',
    expiry_before_start: 'The expiry date cannot be before the start date',
  },
  notifications: {
    added: 'Promo code added successfully',
    updated: 'Promo code updated successfully',
    failed: 'Error adding promo code',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
    expired: 'Expired',
    confirm: 'Are you sure %{status} this Promocode?',
    confirm_expired: 'Promo code %{code} has expired. Mark it as Expired?',
    changed: 'Promocode is now %{status}',
  },
};
