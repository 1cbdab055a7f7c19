import { createContext, useContext } from 'react';
import type { AnyRow, Resource } from '../core/defineResource';

/** Every declared resource, provided by the app so that shared screens need not import the areas. */
export const RegistryContext = createContext<readonly Resource<AnyRow>[]>([]);

export const useRegistry = () => useContext(RegistryContext);

/**
 * The registry's definitions by key, as types: `src/areas/registry.ts` fills this in (declaration
 * merging), so that components know every key and its row type without importing the areas.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/areas/registry.ts
export interface RegisteredResources {}

type ResourcesByKey = RegisteredResources extends { byKey: infer ByKey } ? ByKey : Record<never, Resource>;

/** A declared resource's key (the key of its messages): `'states'`, `'garageManagement'` ... */
export type ResourceKey = keyof ResourcesByKey & string;

/** The row type of the resource declared under `Key`. */
export type RowOf<Key extends ResourceKey> = ResourcesByKey[Key] extends Resource<infer Row> ? Row : never;
