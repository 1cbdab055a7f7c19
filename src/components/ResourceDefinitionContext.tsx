import { createContext, useContext } from 'react';
import { useResourceContext } from 'react-admin';
import type { Resource } from '../core/defineResource';
import { useRegistry, type ResourceKey, type RowOf } from './RegistryContext';

export const ResourceDefinitionContext = createContext<Resource | undefined>(undefined);

/**
 * The definition of the resource whose screen is rendering, or, by `key`, of another list the screen
 * shows: read from context, so that a screen never imports its definition back (no import cycle).
 * A key is one the registry declares (a mistyped key does not compile) and brings its row type.
 */
export function useResourceDefinition(): Resource;
export function useResourceDefinition<Key extends ResourceKey>(key: Key): Resource<RowOf<Key>>;
export function useResourceDefinition(key?: ResourceKey): Resource {
  const shown = useContext(ResourceDefinitionContext);
  const registry = useRegistry();
  const route = useResourceContext();
  const definition = key ? registry.find((one) => one.key === key) : (shown ?? registry.find((one) => one.route === route));
  if (!definition) throw new Error(`No resource definition ${key ?? route ?? ''} in context`);
  return definition;
}
