import type { FacetDeclaration } from '../../core/facets';

/** The values ticked in a facet's filter value: one value (a dashboard link's state) or a list of them. */
export function tickedValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.map(String);
}

/** How many values are ticked across the facets. */
export const tickedCount = (facets: readonly FacetDeclaration[], filterValues: Record<string, unknown>) =>
  facets.reduce((sum, facet) => sum + tickedValues(filterValues[facet.source]).length, 0);
