export const key = 'reports';

/** Words the report screens share (`resources.reports.*`): garage picker, View links, common columns. */
export default {
  gathering: 'Searching every page… %{loaded} of %{total}',
  garage: 'Garage',
  all_garages: 'All garages',
  garages_failed: 'The garage list could not be loaded.',
  view: 'View',
  fields: {
    date: 'Date',
    billNumber: 'Bill Number',
    garageName: 'Garage Name',
    customerName: 'Customer Name',
    customerImage: 'Customer Image',
    vehicleNumber: 'Vehicle Number',
    totalRates: 'Total Rates',
    totalDiscount: 'Discount',
    totalTax: 'Tax',
    totalAmounts: 'Total Amount',
    invoice: 'Invoice',
    bookingId: 'Booking ID',
    phone: 'Phone Number',
    email: 'Email',
    brand: 'Brand',
    model: 'Model',
    year: 'Year',
    fuelType: 'Fuel Type',
  },
};
