export const key = 'inventory';

export default {
  name: 'Inventory',
  menu: 'Inventory',
  empty: 'No Inventory List found.',
  fields: {
    partName: 'Part Name',
    brandName: 'Brand Name',
    partNumber: 'Part Number',
    rackNumber: 'Rack Number',
    vehicleType: 'Vehicle Type',
    sac_hsn: 'SAC/HSN',
    minimumNumber: 'Minimum Stock',
    maximumNumber: 'Maximum Stock',
    quantity: 'Quantity',
    rate: 'Rate',
    taxType: 'Tax Type',
    subTotal: 'Sub Total',
    tax: 'Tax (%)',
    discount: 'Discount (%)',
  },
};
