// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Garage, State } from '../../src/api/types';
import { resources, resourcesByKey } from '../../src/areas/registry';
import { RegistryContext, type ResourceKey } from '../../src/components/RegistryContext';
import { useResourceDefinition } from '../../src/components/ResourceDefinitionContext';
import type { Resource } from '../../src/core/defineResource';

const withRegistry = ({ children }: { children: ReactNode }) => createElement(RegistryContext.Provider, { value: resources }, children);

describe('useResourceDefinition(key)', () => {
  it('finds, under each key of the registry, the definition declared there', () => {
    const keys = Object.keys(resourcesByKey) as ResourceKey[];
    expect(keys).toHaveLength(resources.length);
    for (const key of keys) {
      const { result } = renderHook(() => useResourceDefinition(key), { wrapper: withRegistry });
      expect(result.current).toBe(resourcesByKey[key]);
      expect(result.current.key).toBe(key);
    }
  });

  // The type checker (`tsc -b` includes test/) holds these lines; they do nothing when the test runs.
  it('takes only the keys the registry declares, and returns their row type', () => {
    expectTypeOf<ResourceKey>().toEqualTypeOf<keyof typeof resourcesByKey>();
    expectTypeOf(useResourceDefinition<'states'>).returns.toEqualTypeOf<Resource<State>>();
    expectTypeOf(useResourceDefinition<'garageManagement'>).returns.toEqualTypeOf<Resource<Garage>>();
    // @ts-expect-error 'stats' is no resource key (the registry declares 'states')
    expectTypeOf(useResourceDefinition<'stats'>).toBeFunction();
  });
});
