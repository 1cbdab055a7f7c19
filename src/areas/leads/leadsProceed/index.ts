import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { api } from '../../../api/endpoints';
import type { LeadListRow } from '../../../api/types';
import { defineResource } from '../../../core/defineResource';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Leads Proceed asks the server for 15 leads a page (001 §9). */
export const LEADS_PROCEED_PAGE_SIZE = 15;

/** Leads processed by the admin (001 §2.11): `POST /lead/listOfAdminLeads {limit: 15, page}`. */
export const leadsProceed = defineResource<LeadListRow>({
  name: 'leads',
  key: 'leadsProceed',
  card: { title: 'customer.name', facts: ['serviceName', 'date', 'status'] },
  portal: 'vrgarage',
  menu: { group: 'leadManagement', icon: LeaderboardIcon, order: 101 },
  list: lazyComponent(() => import('./LeadsProceedList')),
  idField: 'id',
  pageSize: LEADS_PROCEED_PAGE_SIZE,
  read: {
    pages: api.leadAdminList,
    body: ({ page }) => ({ limit: LEADS_PROCEED_PAGE_SIZE, page }),
    rows: 'data.leadsWithDetails',
    total: 'data.pagination.totalRecords',
    limit: 'limit',
  },
});
