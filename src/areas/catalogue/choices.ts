import { useMemo } from 'react';
import type { Category, Service } from '../../api/types';
import { vehicleTypeFits } from '../../core/choices';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';
import { useWholeList } from '../../components/useWholeList';

export type CategoryRow = Category & { id: string };

/** A category not switched off: one sent without its status counts as on (left out, a garage could never be given it). */
export const isActiveCategory = (category: Pick<Category, 'status'>) => category.status !== false;

/** The categories a garage of this vehicle type may offer (`vehicleTypeFits`). */
export function categoriesFor<Entry extends Pick<Category, 'vehicleType'>>(categories: readonly Entry[], garageType: unknown): Entry[] {
  return categories.filter((entry) => vehicleTypeFits(entry.vehicleType, garageType));
}

/**
 * Every category by name, or only those not switched off, for a category select: one sent without its
 * status stays offered (left out, a garage could never be given it).
 */
export function useCategoryChoices({ activeOnly = false }: { activeOnly?: boolean } = {}) {
  const list = useWholeList<CategoryRow>(useResourceDefinition('category').route, {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'categoryName', order: 'ASC' },
  });
  const { data } = list;
  const offered = useMemo(() => (activeOnly ? data?.filter(isActiveCategory) : data), [activeOnly, data]);
  return { ...list, data: offered };
}

export type ServiceRow = Service & { id: string };

/** Every service with its category (GET /adminServiceList), e.g. to check names typed in a sheet. */
export function useServiceChoices() {
  return useWholeList<ServiceRow>(useResourceDefinition('services').route, {
    pagination: { page: 1, perPage: 100_000 },
    sort: { field: 'serviceName', order: 'ASC' },
    filter: {},
  });
}
