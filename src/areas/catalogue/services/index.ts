import BuildIcon from '@mui/icons-material/Build';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { Service } from '../../../api/types';
import { resolveImage } from '../../../data/upload';
import { statusTextCell, VEHICLE_FILTER, VEHICLE_TYPES, vehicleLabelCell } from '../../../core/choices';
import { defineResource } from '../../../core/defineResource';
import { cell, whenField, fieldValue } from '../../../data/rowRules';
import { lazyComponent } from '../../../lib/lazyComponent';
import { editedText } from '../../../lib/editedText';

/** Form values -> POST /addServiceNameAdmin. What's Included is shown but never sent (spec 000 §2). */
export function toServiceCreate(values: Record<string, unknown>, serviceImage: string) {
  return {
    categoryId: String(values.categoryId ?? ''),
    serviceName: String(values.serviceName ?? '').trim(),
    serviceDescription: '',
    serviceImage,
  };
}

/** Form values -> PUT /EditServiceNameAdmin: none required (000 §5); a field neither the form nor the row holds is not sent. */
export function toServiceUpdate(row: Service, values: Record<string, unknown>, serviceImage: string) {
  const categoryId = values.categoryId ?? row.categoryId;
  const serviceName = editedText(values.serviceName, row.serviceName) || row.serviceName;
  return {
    serviceId: row._id,
    ...(categoryId === undefined || categoryId === null || categoryId === '' ? {} : { categoryId: String(categoryId) }),
    ...(serviceName === undefined ? {} : { serviceName }),
    // No image chosen for a row read without one: none sent ('' would wipe one the server holds).
    ...(serviceImage === '' && row.serviceImage == null ? {} : { serviceImage }),
  };
}

export const services = defineResource<Service>({
  name: 'services',
  key: 'services',
  actsById: true,
  portal: 'vrgarage',
  menu: { group: 'categoryManagement', icon: BuildIcon, order: 81 },
  list: lazyComponent(() => import('./ServiceList')),
  // A service is named by itself, not by its category (the first text column).
  card: { title: 'serviceName', facts: ['categoryName', 'vehicleType', 'status'] },
  pageSize: 10,
  read: { whole: api.serviceList, rows: 'data' },
  search: ['serviceName', 'categoryName'],
  facets: [
    { source: 'categoryName', field: 'categoryName', label: 'resources.services.fields.categoryName' },
    { source: 'vehicleType', field: 'vehicleType', label: 'resources.services.fields.vehicleType', choices: VEHICLE_TYPES },
  ],
  dateField: 'createdAt',
  isActive: whenField('status', true),
  extraFilters: [{ source: 'vehicleType', label: 'app.filters.vehicle', choices: VEHICLE_FILTER, value: fieldValue('vehicleType') }],
  create: async (values) => request(api.serviceCreate, toServiceCreate(values, await resolveImage(values.serviceImage))),
  update: async (row, values) =>
    request(api.serviceUpdate, toServiceUpdate(row, values, await resolveImage(values.serviceImage ?? row.serviceImage))),
  changeStatus: (row) => request(api.serviceChangeStatus, { serviceId: row._id, status: !row.status }),
  bulk: { status: true, rowLabel: (row) => row.serviceName ?? '' },
  export: {
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Created', value: cell({ date: { at: 'createdAt' } }) },
      { header: 'Category Name', value: cell({ at: 'categoryName' }) },
      { header: 'Service Name', value: cell({ at: 'serviceName' }) },
      { header: 'Vehicle Type', value: cell(vehicleLabelCell('vehicleType')) },
      { header: 'Status', value: cell(statusTextCell('Inactive')) },
    ],
  },
});

export * from './model';
