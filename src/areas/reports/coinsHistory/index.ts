import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { CreditBank, CreditRow } from '../../../api/types';
import { product } from '../../../config';
import { GARAGE_ID_CELLS } from '../../../core/garageId';
import { cell } from '../../../data/rowRules';
import { defineReport } from '../../../data/defineReport';
import { fieldLabels } from '../../../core/labels';
import { lazyComponent } from '../../../lib/lazyComponent';

const field = fieldLabels('coinsHistory');

/** The public garage id shown as Garage ID: `{product}Id`, else the record's garageId. */
export const PRODUCT_ID_FIELD = `${product}Id` as const;

/** Bank details in the export: one line per account, '-' without any (as data, for the list worker). */
const bankDetails = cell<CreditRow>({
  firstTruthy: [
    {
      each: 'bank',
      item: { join: ['nameAsPerBankAccount', 'bankName', 'branch', 'ifscCode', 'accountNumber'].map((at) => ({ at })), with: ', ' },
      join: '; ',
    },
    { text: '-' },
  ],
});

export const bankSummary = (banks: readonly CreditBank[] | undefined): string => String(bankDetails({ bank: banks } as CreditRow));

/** Coins History (001 §2.8, route sales): GET /sales, rows in detailedWallet, 10 per page. */
export const coinsHistory = defineReport<CreditRow>(
  {
    name: 'sales',
    key: 'coinsHistory',
    portal: 'vrgarage',
    menu: { icon: MonetizationOnIcon, order: 95 },
    list: lazyComponent(() => import('./CoinsHistoryList')),
    idField: 'id',
    pageSize: 10,
    read: { whole: async ({ signal }) => (await request(api.coinsHistory, undefined, { signal })).detailedWallet ?? [] },
    search: ['garageName', PRODUCT_ID_FIELD, 'garageId'],
    // Sorted by the id the cell shows: a row without its {product}Id shows its garageId.
    sorts: { [PRODUCT_ID_FIELD]: { firstTruthy: [{ at: PRODUCT_ID_FIELD }, ...GARAGE_ID_CELLS] } },
    dateField: 'date',
  },
  [
    {
      source: PRODUCT_ID_FIELD,
      label: field('garageId'),
      header: 'Garage ID',
      value: cell({ firstTruthy: [{ at: PRODUCT_ID_FIELD }, ...GARAGE_ID_CELLS] }),
    },
    { source: 'garageName', label: 'resources.reports.fields.garageName', header: 'Garage Name' },
    { source: 'garagePhoneNumber', label: 'resources.reports.fields.phone', header: 'Phone Number' },
    { source: 'date', label: field('date'), header: 'Credited Date', kind: 'date' },
    { source: 'total_Amount', label: field('amount'), header: 'Credited Amount', kind: 'money' },
    { source: 'bank', label: field('bank'), header: 'Bank Details', exportValue: bankDetails },
    { source: 'invoice', label: field('invoice'), header: 'InVoice', kind: 'link', nameSource: 'garageName' },
  ],
);
