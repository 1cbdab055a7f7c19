import RedeemIcon from '@mui/icons-material/Redeem';
import { api } from '../../../api/endpoints';
import type { RewardRow } from '../../../api/types';
import { defineReport, garageScoped } from '../../../data/defineReport';
import { ReportScreen } from '../../../components/report/ReportScreen';
import { fieldLabels } from '../../../core/labels';

const field = fieldLabels('rewards');

/** Cashback Coins (002): POST /listOfRewardPoints {garageId}, 10 per page, export for admin. */
export const rewards = defineReport<RewardRow>(
  {
    name: 'Rewards',
    key: 'rewards',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: RedeemIcon, order: 67 },
    list: ReportScreen,
    pageSize: 10,
    ...garageScoped(api.rewardList, (answer) => answer.data),
    search: ['garageName'],
    dateField: 'chooseDate',
  },
  [
    { source: 'garageName', label: 'resources.reports.fields.garageName', header: 'Garage Name' },
    { source: 'currentPoints', label: field('currentPoints'), header: 'Current Points', kind: 'count' },
    { source: 'utilizedCoins', label: field('utilizedCoins'), header: 'Utilised Coins', kind: 'count' },
    { source: 'TotalCoins', label: field('TotalCoins'), header: 'Total Coins', kind: 'count' },
    { source: 'chooseDate', label: 'resources.reports.fields.date', header: 'Date', kind: 'date' },
  ],
);
