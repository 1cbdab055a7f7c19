import Inventory2Icon from '@mui/icons-material/Inventory2';
import { api } from '../../../api/endpoints';
import { cell } from '../../../data/rowRules';
import type { InventoryPart } from '../../../api/types';
import { defineReport, garageFilterBody } from '../../../data/defineReport';
import { ReportScreen } from '../../../components/report/ReportScreen';
import { fieldLabels } from '../../../core/labels';
import { ROW_STATUS } from '../rowStatus';

const field = fieldLabels('inventory');

/** Inventory vehicle type: 1 Car, anything else Bike (001 §9). */
export const inventoryVehicleKey = (row: InventoryPart) => (Number(row.vehicleType) === 1 ? 'app.vehicle.car' : 'app.vehicle.bike');

/** Inventory (001 §2.7): POST /getListOfInventory {limit: 10, page, garageId}, paged by the server. */
export const inventory = defineReport<InventoryPart>(
  {
    name: 'Inventory',
    key: 'inventory',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: Inventory2Icon, order: 64 },
    list: ReportScreen,
    pageSize: 10,
    fetchFilters: ['garageId'],
    read: {
      pages: api.inventoryList,
      body: ({ page, perPage, filter }) => ({ limit: perPage, page, ...garageFilterBody(filter) }),
      rows: 'data.parts',
      total: 'data.pagination.totalCount',
      limit: 'limit',
    },
    search: ['partName'],
    // §2.7 gives every report a date filter, and §3 gives parts no date: it reads the part's creation
    // time, Mongo's own `createdAt`; a part sent without one is not in any date range.
    dateField: 'createdAt',
    ...ROW_STATUS,
  },
  [
    { source: 'garageName', label: 'resources.reports.fields.garageName', header: 'Garage Name' },
    { source: 'partName', label: field('partName'), header: 'Part Name' },
    { source: 'brandName', label: field('brandName'), header: 'Brand Name' },
    { source: 'partNumber', label: field('partNumber'), header: 'Part Number' },
    { source: 'rackNumber', label: field('rackNumber'), header: 'Rack Number' },
    {
      source: 'vehicleType',
      label: field('vehicleType'),
      header: 'Vehicle Type',
      kind: 'label',
      labelKey: inventoryVehicleKey,
      exportValue: cell({ when: { field: 'vehicleType', equals: 1, asNumber: true }, then: { text: 'Car' }, else: { text: 'Bike' } }),
    },
    { source: 'sac_hsn', label: field('sac_hsn'), header: 'SAC/HSN' },
    { source: 'minimumNumber', label: field('minimumNumber'), header: 'Minimum', kind: 'count' },
    { source: 'maximumNumber', label: field('maximumNumber'), header: 'Maximum', kind: 'count' },
    { source: 'quantity', label: field('quantity'), header: 'Quantity', kind: 'count' },
    { source: 'rate', label: field('rate'), header: 'Rate', kind: 'money' },
    { source: 'taxType', label: field('taxType'), header: 'Tax Type' },
    { source: 'subTotal', label: field('subTotal'), header: 'Sub Total', kind: 'money' },
    { source: 'tax', label: field('tax'), header: 'Tax', kind: 'percent' },
    { source: 'discount', label: field('discount'), header: 'Discount', kind: 'percent' },
    { source: 'totalAmount', label: 'resources.reports.fields.totalAmounts', header: 'Total Amount', kind: 'money' },
  ],
);
