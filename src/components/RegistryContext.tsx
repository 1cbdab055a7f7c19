import { createContext, useContext } from 'react';
import type { AnyRow, Resource } from '../core/defineResource';

/** Every declared resource, provided by the app so that shared screens need not import the areas. */
export const RegistryContext = createContext<readonly Resource<AnyRow>[]>([]);

export const useRegistry = () => useContext(RegistryContext);
