import type { SaleInvoice } from '../../api/types';
import type { ReportColumn } from '../../data/defineReport';
import { fieldLabels } from '../../core/labels';
import { FUEL_CHOICES } from '../../core/choices';

const field = fieldLabels('reports');

/** The amounts of an invoice or a job card, in the spec's order. */
export function amountColumns<Row>(): ReportColumn<Row>[] {
  return [
    { source: 'totalRates', label: field('totalRates'), header: 'Total Rates', kind: 'money' },
    { source: 'totalDiscount', label: field('totalDiscount'), header: 'Discount', kind: 'money' },
    { source: 'totalTax', label: field('totalTax'), header: 'Tax', kind: 'money' },
    { source: 'totalAmounts', label: field('totalAmounts'), header: 'Total Amount', kind: 'money' },
  ];
}

/** The vehicle of an invoice or a job card; `modelSource` is where the model sits (job cards spell it `modal`). */
export function vehicleColumns<Row>(modelSource = 'model'): ReportColumn<Row>[] {
  return [
    { source: 'brand', label: field('brand'), header: 'Brand' },
    { source: modelSource, label: field('model'), header: 'Model' },
    { source: 'year', label: field('year'), header: 'Year' },
    { source: 'fuelType', label: field('fuelType'), header: 'Fuel Type', choices: FUEL_CHOICES },
  ];
}

/** The amounts searched in invoices and job cards (001 §5). */
export const AMOUNT_SEARCH = ['totalRates', 'totalDiscount', 'totalTax', 'totalAmounts'];

/** Sale and purchase invoices share their fields (001 §3); a purchase names the vendor as customer. */
export function invoiceColumns<Row extends SaleInvoice>(customer: { label: string; header: string }): ReportColumn<Row>[] {
  return [
    { source: 'chooseDate', label: field('date'), header: 'Date', kind: 'date' },
    { source: 'billNumber', label: field('billNumber'), header: 'Bill Number' },
    { source: 'garageName', label: field('garageName'), header: 'Garage Name' },
    { source: 'customerImage', label: field('customerImage'), kind: 'image', nameSource: 'customerName' },
    { source: 'customerName', label: customer.label, header: customer.header },
    { source: 'vehicleNumber', label: field('vehicleNumber'), header: 'Vehicle Number' },
    ...amountColumns<Row>(),
    { source: 'invoiceURL', label: field('invoice'), header: 'Invoice', kind: 'link', nameSource: 'billNumber' },
    { source: 'bookingId', label: field('bookingId'), header: 'Booking ID' },
    { source: 'phone', label: field('phone'), header: 'Phone Number' },
    { source: 'email', label: field('email'), header: 'Email' },
    ...vehicleColumns<Row>(),
  ];
}

/** Invoice search (001 §5): customer, bill number, vehicle and amounts. */
export const INVOICE_SEARCH = ['customerName', 'billNumber', 'vehicleNumber', ...AMOUNT_SEARCH];
