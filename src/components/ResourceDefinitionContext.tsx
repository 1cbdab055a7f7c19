import { createContext, useContext } from 'react';
import type { AnyRow, Resource } from '../core/defineResource';

export const ResourceDefinitionContext = createContext<Resource | undefined>(undefined);

/** The definition of the resource whose screen is rendering. */
export function useResourceDefinition<Row extends object = AnyRow>(): Resource<Row> {
  const definition = useContext(ResourceDefinitionContext);
  if (!definition) throw new Error('useResourceDefinition must be used inside a ResourceList');
  return definition as Resource<Row>;
}
