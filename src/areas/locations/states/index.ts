import MapIcon from '@mui/icons-material/Map';
import { api } from '../../../api/endpoints';
import type { State } from '../../../api/types';
import { defineResource } from '../../../core/defineResource';
import { whenField } from '../../../data/rowRules';
import { lazyComponent } from '../../../lib/lazyComponent';
import { STATE_NAME_CELL } from '../names';

export const states = defineResource<State>({
  name: 'states',
  key: 'states',
  portal: 'vrgarage',
  menu: { group: 'location', icon: MapIcon, order: 90 },
  list: lazyComponent(() => import('./StateList')),
  pageSize: 10,
  perPageOptions: [10, 25, 50],
  read: { whole: api.stateList, rows: 'data' },
  search: ['stateName', 'name'],
  // The State column sorts by the name it shows, in either form (000 §3).
  sorts: { stateName: STATE_NAME_CELL },
  // Newest first by createdAt, as every list (002 'Common conventions'); the State column sorts by name.
  dateField: 'createdAt',
  card: { title: 'stateName', facts: ['iso2', 'status'] },
  // The spec's badge shows status true as Inactive and false as Active (002 'Cities and States').
  isActive: whenField('status', false),
});
