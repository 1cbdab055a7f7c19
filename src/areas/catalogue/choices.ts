import { useGetList } from 'react-admin';
import type { Category, Service } from '../../api/types';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';

export type CategoryRow = Category & { id: string };

/** Every category by name, or only the active ones, for a category select. */
export function useCategoryChoices({ activeOnly = false }: { activeOnly?: boolean } = {}) {
  return useGetList<CategoryRow>(useResourceDefinition('category').route, {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'categoryName', order: 'ASC' },
    filter: activeOnly ? { status: 'active' } : {},
  });
}

export type ServiceRow = Service & { id: string };

/** Every service with its category (GET /adminServiceList), e.g. to check names typed in a sheet. */
export function useServiceChoices() {
  return useGetList<ServiceRow>(useResourceDefinition('services').route, {
    pagination: { page: 1, perPage: 100_000 },
    sort: { field: 'serviceName', order: 'ASC' },
    filter: {},
  });
}
