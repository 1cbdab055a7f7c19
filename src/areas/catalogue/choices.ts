import { useGetList } from 'react-admin';
import type { Category } from '../../api/types';
import { category } from './category';

export type CategoryRow = Category & { id: string };

/** Every category by name, or only the active ones, for a category select. */
export function useCategoryChoices({ activeOnly = false }: { activeOnly?: boolean } = {}) {
  return useGetList<CategoryRow>(category.route, {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'categoryName', order: 'ASC' },
    filter: activeOnly ? { status: 'active' } : {},
  });
}
