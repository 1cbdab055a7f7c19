import type { SaleInvoice } from '../../api/types';
import type { ReportColumn } from '../../data/defineReport';

const field = (name: string) => `resources.reports.fields.${name}`;

/** Sale and purchase invoices share their fields (001 §3); a purchase names the vendor as customer. */
export function invoiceColumns<Row extends SaleInvoice>(customer: { label: string; header: string }): ReportColumn<Row>[] {
  return [
    { source: 'chooseDate', label: field('date'), header: 'Date', kind: 'date' },
    { source: 'billNumber', label: field('billNumber'), header: 'Bill Number' },
    { source: 'garageName', label: field('garageName'), header: 'Garage Name' },
    { source: 'customerImage', label: field('customerImage'), kind: 'image', nameSource: 'customerName' },
    { source: 'customerName', label: customer.label, header: customer.header },
    { source: 'vehicleNumber', label: field('vehicleNumber'), header: 'Vehicle Number' },
    { source: 'totalRates', label: field('totalRates'), header: 'Total Rates', kind: 'money' },
    { source: 'totalDiscount', label: field('totalDiscount'), header: 'Discount', kind: 'money' },
    { source: 'totalTax', label: field('totalTax'), header: 'Tax', kind: 'money' },
    { source: 'totalAmounts', label: field('totalAmounts'), header: 'Total Amount', kind: 'money' },
    { source: 'invoiceURL', label: field('invoice'), header: 'Invoice', kind: 'link', nameSource: 'billNumber' },
    { source: 'bookingId', label: field('bookingId'), header: 'Booking ID' },
    { source: 'phone', label: field('phone'), header: 'Phone Number' },
    { source: 'email', label: field('email'), header: 'Email' },
    { source: 'brand', label: field('brand'), header: 'Brand' },
    { source: 'model', label: field('model'), header: 'Model' },
    { source: 'year', label: field('year'), header: 'Year' },
    { source: 'fuelType', label: field('fuelType'), header: 'Fuel Type' },
  ];
}

/** Invoice search (001 §5): customer, bill number, vehicle and amounts. */
export const INVOICE_SEARCH = ['customerName', 'billNumber', 'vehicleNumber', 'totalRates', 'totalDiscount', 'totalTax', 'totalAmounts'];
