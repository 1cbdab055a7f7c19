import type { CustomerManagementRow } from './endpoints';
import type { CustomerLead } from './types';

/**
 * The one place that reads customer leads out of `GET /customerManagement` (002 §7: its `data` holds
 * the customers and also the customer leads). A row is a customer lead when it carries a lead's
 * `customer` object and an `_id`; its other fields are the lead's (002 §3 'Customer lead'). Rows
 * without them are plain customers and are skipped.
 */
export function isCustomerLeadRow(
  row: CustomerManagementRow,
): row is CustomerManagementRow & { _id: string; customer: NonNullable<CustomerManagementRow['customer']> } {
  return Boolean(row._id && row.customer && typeof row.customer === 'object');
}

/** The plain customers of the same answer (My Customer, Customer Management). */
export function customersOf(rows: readonly CustomerManagementRow[]): CustomerManagementRow[] {
  return rows.filter((row) => !isCustomerLeadRow(row));
}

export function customerLeadsOf(rows: readonly CustomerManagementRow[]): CustomerLead[] {
  return rows.flatMap((row): CustomerLead[] => {
    if (!isCustomerLeadRow(row)) return [];
    return [
      {
        _id: row._id,
        createdAt: row.createdAt ?? row.date,
        customer: row.customer,
        description: row.description,
        vehicle: row.vehicle ?? {},
        source: row.source,
        address: row.address,
      },
    ];
  });
}
