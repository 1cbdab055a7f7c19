import StoreIcon from '@mui/icons-material/Store';
import { api } from '../../../api/endpoints';
import type { Vendor } from '../../../api/types';
import { defineReport, garageScoped } from '../../../data/defineReport';
import { ReportScreen } from '../../../components/report/ReportScreen';
import { fieldLabels } from '../../../core/labels';
import { ROW_STATUS } from '../rowStatus';

const field = fieldLabels('vendors');

/** Vendors (001 §2.7, §3): POST /listOfvendors {garageId}; due and paid from paymentData. */
export const vendors = defineReport<Vendor>(
  {
    name: 'Vendors',
    key: 'vendors',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: StoreIcon, order: 63 },
    list: ReportScreen,
    pageSize: 10,
    ...garageScoped(api.vendorList, (answer) => answer.data),
    search: ['vendorName', 'vendorEmail', 'vendorPhoneNumber', 'paymentData.totalBalanceAmount', 'paymentData.totalPaidAmount'],
    dateField: 'vendorDate',
    ...ROW_STATUS,
  },
  [
    { source: 'imageUrl', label: field('image'), kind: 'image', nameSource: 'vendorName' },
    { source: 'vendorName', label: field('vendorName'), header: 'Vendor Name' },
    { source: 'vendorEmail', label: 'resources.reports.fields.email', header: 'Email' },
    { source: 'vendorPhoneNumber', label: 'resources.reports.fields.phone', header: 'Phone Number' },
    { source: 'vendorDate', label: 'resources.reports.fields.date', header: 'Date', kind: 'date' },
    { source: 'garageName', label: 'resources.reports.fields.garageName', header: 'Garage Name' },
    { source: 'paymentData.totalBalanceAmount', label: field('due'), header: 'Due Amount', kind: 'money' },
    { source: 'paymentData.totalPaidAmount', label: field('paid'), header: 'Paid Amount', kind: 'money' },
  ],
);
