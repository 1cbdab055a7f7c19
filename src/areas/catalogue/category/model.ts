import type { Category } from '../../../api/types';

/** The values the edit form opens with. */
export const categoryFormValues = (row: Category) => ({
  vehicleType: row.vehicleType,
  categoryName: row.categoryName ?? '',
  categoryDescription: row.categoryDescription ?? '',
  categoryImage: row.categoryImage,
});
