import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { api } from '../../../api/endpoints';
import type { PurchaseInvoice } from '../../../api/types';
import { defineReport, garageScoped } from '../../../data/defineReport';
import { ReportScreen } from '../../../components/report/ReportScreen';
import { INVOICE_SEARCH, invoiceColumns } from '../invoiceColumns';
import { ROW_STATUS } from '../rowStatus';

/** Purchase Invoice (001 §2.7): as the sale invoice, the customer is the vendor, plus the uploaded bill. */
export const purchaseInvoices = defineReport<PurchaseInvoice>(
  {
    name: 'Purchase',
    key: 'purchaseInvoices',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: ShoppingCartIcon, order: 61 },
    list: ReportScreen,
    idField: 'id',
    pageSize: 10,
    ...garageScoped(api.purchaseInvoiceList, (answer) => answer.data),
    search: INVOICE_SEARCH,
    dateField: 'chooseDate',
    ...ROW_STATUS,
  },
  [
    ...invoiceColumns<PurchaseInvoice>({ label: 'resources.purchaseInvoices.fields.vendorName', header: 'Vendor Name' }),
    {
      source: 'uploadedImage',
      label: 'resources.purchaseInvoices.fields.uploadedImage',
      header: 'Uploaded Image',
      kind: 'link',
      nameSource: 'billNumber',
    },
  ],
);
