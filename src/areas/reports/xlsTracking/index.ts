import TableViewIcon from '@mui/icons-material/TableView';
import { api } from '../../../api/endpoints';
import type { XlsTrackingRow } from '../../../api/types';
import { defineReport } from '../../../data/defineReport';
import { ReportScreen } from '../../../components/report/ReportScreen';
import { fieldLabels } from '../../../core/labels';

const field = fieldLabels('xlsTracking');

/** XLS Tracking (001 §2.9): POST /xlsTracking {page, limit: 10}, paged by the server. */
export const xlsTracking = defineReport<XlsTrackingRow>(
  {
    name: 'xlsTracking',
    key: 'xlsTracking',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: TableViewIcon, order: 70 },
    list: ReportScreen,
    pageSize: 10,
    read: {
      pages: api.xlsTrackingList,
      body: ({ page, perPage }) => ({ page, limit: perPage }),
      rows: 'data.responseData',
      total: 'totalCount',
      limit: 'limit',
    },
    search: ['garageName'],
    dateField: 'lastUpdated',
  },
  [
    { source: 'lastUpdated', label: field('lastUpdated'), header: 'Last Updated', kind: 'date' },
    { source: 'garageName', label: 'resources.reports.fields.garageName', header: 'Garage Name' },
    { source: 'totalXlsDownloads', label: field('totalXlsDownloads'), header: 'Total XLS Downloads', kind: 'count' },
    { source: 'saleInvoice', label: field('saleInvoice'), header: 'Sale Invoice', kind: 'count' },
    { source: 'purchaseInvoice', label: field('purchaseInvoice'), header: 'Purchase Invoice', kind: 'count' },
    { source: 'expenses', label: field('expenses'), header: 'Expenses', kind: 'count' },
  ],
);
