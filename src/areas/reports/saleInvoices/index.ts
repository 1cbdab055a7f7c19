import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { api } from '../../../api/endpoints';
import type { SaleInvoice } from '../../../api/types';
import { defineReport, garageScoped } from '../../../data/defineReport';
import { ReportScreen } from '../../../components/report/ReportScreen';
import { INVOICE_SEARCH, invoiceColumns } from '../invoiceColumns';
import { ROW_STATUS } from '../rowStatus';

/** Sale Invoice (001 §2.7): POST /adminSaleInvoiceList {garageId}, 10 per page. */
export const saleInvoices = defineReport<SaleInvoice>(
  {
    name: 'SaleInvoice',
    key: 'saleInvoices',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: ReceiptLongIcon, order: 60 },
    list: ReportScreen,
    idField: 'id',
    pageSize: 10,
    ...garageScoped(api.saleInvoiceList, (answer) => answer.data),
    search: INVOICE_SEARCH,
    dateField: 'chooseDate',
    ...ROW_STATUS,
  },
  invoiceColumns({ label: 'resources.reports.fields.customerName', header: 'Customer Name' }),
);
