import AssignmentIcon from '@mui/icons-material/Assignment';
import { api } from '../../../api/endpoints';
import type { JobCard } from '../../../api/types';
import { defineReport, garageScoped } from '../../../data/defineReport';
import { ReportScreen } from '../../../components/report/ReportScreen';
import { fieldLabels } from '../../../core/labels';
import { AMOUNT_SEARCH, amountColumns, vehicleColumns } from '../invoiceColumns';
import { ROW_STATUS } from '../rowStatus';

const field = fieldLabels('reports');

/** JobCard (001 §2.7, §3): POST /listOfAllJobcards {garageId}, 10 per page. */
export const jobCards = defineReport<JobCard>(
  {
    name: 'JobCard',
    key: 'jobCards',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: AssignmentIcon, order: 62 },
    list: ReportScreen,
    pageSize: 10,
    ...garageScoped(api.jobCardList, (answer) => answer.data),
    search: ['customerName', 'invoiceNumber', 'vehicleNumber', ...AMOUNT_SEARCH],
    dateField: 'data',
    ...ROW_STATUS,
  },
  [
    { source: 'data', label: field('date'), header: 'Date', kind: 'date' },
    { source: 'invoiceNumber', label: 'resources.jobCards.fields.invoiceNumber', header: 'Invoice Number' },
    { source: 'customerImage', label: field('customerImage'), kind: 'image', nameSource: 'customerName' },
    { source: 'customerName', label: field('customerName'), header: 'Customer Name' },
    { source: 'vehicleNumber', label: field('vehicleNumber'), header: 'Vehicle Number' },
    ...amountColumns<JobCard>(),
    { source: 'invoiceUrl', label: field('invoice'), header: 'Invoice', kind: 'link', nameSource: 'invoiceNumber' },
    { source: 'customerPhoneNumber', label: field('phone'), header: 'Phone Number' },
    { source: 'customerEmail', label: field('email'), header: 'Email' },
    { source: 'bookingId', label: field('bookingId'), header: 'Booking ID' },
    ...vehicleColumns<JobCard>('modal'),
  ],
);
