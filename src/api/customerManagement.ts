import { UNREADABLE_FIELD } from './apiError';
import type { CustomerManagementRow } from './endpoints';
import type { CustomerLead } from './types';

/**
 * The one place that sorts the rows of `GET /customerManagement` (002 §7: its `data` holds the
 * customers and also the customer leads) into Customer Management and customer leads, by the rule of
 * docs/spec-differences.md item 11, from the fields 002 §3 gives each:
 * - a customer carries its own name or mobile, `customerName` or `phoneNumber`, as text;
 * - a customer lead carries a `customer` object holding a `name` or `phone`.
 * A row that fits both, or neither, goes to both lists, marked with `fits`, so no row is lost.
 */

/** How a row that both lists show came to be in both. */
export type UnsureFit = 'both' | 'neither';

/** A row as the two lists show it: `fits` is set (by the console, not the server) on a row both lists show. */
export type Placed<Row> = Row & { fits?: UnsureFit };

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function fitsCustomer(row: CustomerManagementRow): boolean {
  return hasText(row.customerName) || hasText(row.phoneNumber);
}

export function fitsCustomerLead(row: CustomerManagementRow): boolean {
  const customer: unknown = row.customer;
  return isRecord(customer) && (hasText(customer.name) || hasText(customer.phone));
}

/** `both` or `neither` for a row both lists show; undefined for a row that is plainly one or the other. */
export function unsureFitOf(row: CustomerManagementRow): UnsureFit | undefined {
  const customer = fitsCustomer(row);
  const lead = fitsCustomerLead(row);
  if (customer === lead) return customer ? 'both' : 'neither';
  return undefined;
}

/** A customer lead as its list shows it: a row that fits both or neither may lack the lead's `_id`. */
export type ListedCustomerLead = Placed<Omit<CustomerLead, '_id'> & { _id?: string }>;

const placed = <Row extends object>(row: Row, fits: UnsureFit | undefined): Placed<Row> => (fits ? { ...row, fits } : row);

/** Customer Management (My Customer and the garage portal's route): every row but the plain customer leads. */
export function customersOf(rows: readonly CustomerManagementRow[]): Placed<CustomerManagementRow>[] {
  return rows.flatMap((row) => {
    const fits = unsureFitOf(row);
    return fits || fitsCustomer(row) ? [placed(row, fits)] : [];
  });
}

/**
 * The two lists GET /customerManagement's rows go to, by name: a list declares its own (`place` of its
 * read) and the list worker sorts the rows as they arrive, off the page's thread (a large answer read
 * on the page blocked it for a second).
 */
export const CUSTOMER_MANAGEMENT_PLACES = {
  customers: customersOf,
  customerLeads: customerLeadsOf,
} as const;
export type CustomerManagementPlace = keyof typeof CUSTOMER_MANAGEMENT_PLACES;

/** Customer leads: every row but the plain customers, read as a lead (002 §3 'Customer lead'). */
export function customerLeadsOf(rows: readonly CustomerManagementRow[]): ListedCustomerLead[] {
  return rows.flatMap((row): ListedCustomerLead[] => {
    const fits = unsureFitOf(row);
    if (!fits && !fitsCustomerLead(row)) return [];
    const lead: ListedCustomerLead = {
      _id: row._id,
      createdAt: row.createdAt ?? row.date ?? '',
      customer: isRecord(row.customer) ? row.customer : { name: '', phone: '' },
      description: row.description,
      vehicle: isRecord(row.vehicle) ? row.vehicle : {},
      source: row.source,
      address: row.address,
      // What could not be read stays marked on the lead, as on the customer (its cells, the list's notice).
      ...(UNREADABLE_FIELD in row ? { [UNREADABLE_FIELD]: (row as Record<string, unknown>)[UNREADABLE_FIELD] } : {}),
    };
    return [placed(lead, fits)];
  });
}
