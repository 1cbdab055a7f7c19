import CategoryIcon from '@mui/icons-material/Category';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { Category, VehicleType } from '../../../api/types';
import { resolveImage } from '../../../data/upload';
import { defineResource } from '../../../core/defineResource';
import { statusTextCell, VEHICLE_TYPES, vehicleLabelCell } from '../../../core/choices';
import { cell, whenField } from '../../../data/rowRules';
import { lazyComponent } from '../../../lib/lazyComponent';
import { editedText } from '../../../lib/editedText';

/** Form values -> POST /addCategoryAdmin (spec 000 §7); the image is uploaded first. */
export function toCategoryCreate(values: Record<string, unknown>, categoryImage: string) {
  return {
    categoryImage,
    vehicleType: Number(values.vehicleType) as VehicleType,
    categoryName: String(values.categoryName ?? '').trim(),
    categoryDescription: String(values.categoryDescription ?? ''),
  };
}

/**
 * Form values -> PUT /EditCategoryAdmin: every field optional (000 §5), unchanged ones resent. A name left
 * empty keeps the stored one; a description cleared is sent empty; a field the row never had is not sent.
 */
export function toCategoryUpdate(row: Category, values: Record<string, unknown>, categoryImage: string) {
  const vehicleType = values.vehicleType ?? row.vehicleType;
  const categoryName = editedText(values.categoryName, row.categoryName) || row.categoryName;
  // react-admin reads a cleared text field as null.
  const categoryDescription =
    values.categoryDescription === undefined
      ? row.categoryDescription
      : String(values.categoryDescription ?? '') || (row.categoryDescription === undefined ? undefined : '');
  return {
    categoryId: row._id,
    ...(vehicleType === undefined || vehicleType === null ? {} : { vehicleType: Number(vehicleType) as VehicleType }),
    ...(categoryName === undefined ? {} : { categoryName }),
    ...(categoryDescription === undefined ? {} : { categoryDescription }),
    // No image chosen for a row read without one: none sent ('' would wipe one the server holds).
    ...(categoryImage === '' && row.categoryImage == null ? {} : { categoryImage }),
  };
}

export const category = defineResource<Category>({
  name: 'category',
  key: 'category',
  actsById: true,
  portal: 'vrgarage',
  menu: { group: 'categoryManagement', icon: CategoryIcon, order: 80 },
  list: lazyComponent(() => import('./CategoryList')),
  pageSize: 10,
  perPageOptions: [10, 25, 50, 100],
  read: { whole: api.categoryList, rows: 'categories' },
  search: ['categoryName', 'categoryDescription'],
  facets: [{ source: 'vehicleType', field: 'vehicleType', label: 'resources.category.fields.vehicleType', choices: VEHICLE_TYPES }],
  dateField: 'createdAt',
  card: { title: 'categoryName', facts: ['vehicleType', 'status'] },
  isActive: whenField('status', true),
  create: async (values) => {
    return request(api.categoryCreate, toCategoryCreate(values, await resolveImage(values.categoryImage)));
  },
  update: async (row, values) =>
    request(api.categoryUpdate, toCategoryUpdate(row, values, await resolveImage(values.categoryImage ?? row.categoryImage))),
  changeStatus: (row) => request(api.categoryChangeStatus, { categoryId: row._id, status: !row.status }),
  bulk: { status: true, rowLabel: (row) => row.categoryName ?? '' },
  export: {
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Created', value: cell({ date: { at: 'createdAt' } }) },
      { header: 'Category Name', value: cell({ at: 'categoryName' }) },
      { header: 'Vehicle Type', value: cell(vehicleLabelCell('vehicleType')) },
      { header: 'Status', value: cell(statusTextCell('Inactive')) },
    ],
  },
});

export * from './model';
