import type { CustomerManagementRow } from '../../../api/endpoints';
import type { Placed } from '../../../api/customerManagement';

/** The translations of My Customer and Customer Management. */
export const T = 'resources.myCustomers';

/** A customer row, with the lists it fits. */
export type CustomerRow = Placed<CustomerManagementRow>;

/** A row that fits neither list may carry no name. */
export const nameOf = (row: CustomerRow) => row.customerName || '-';
