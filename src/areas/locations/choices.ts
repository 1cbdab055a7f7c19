import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { City, State } from '../../api/types';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';
import { useWholeList } from '../../components/useWholeList';

/** A state or city as listed: `id` is its `_id`, or its `id` where the answer gives that form (000 §3). */
export type StateRow = State & { id: string };
export type CityRow = City & { id: string };

export { cityNameOf, locationIdOf, stateNameOf } from './names';

const ALL = { page: 1, perPage: 10_000 };
const STATE_PARAMS = { pagination: ALL, sort: { field: 'stateName', order: 'ASC' as const }, filter: {} };
const cityParams = (stateId: string) => ({ pagination: ALL, sort: { field: 'cityName', order: 'ASC' as const }, filter: { stateId } });

/** Every state by name, for a state select. */
export function useStateChoices() {
  return useWholeList<StateRow>(useResourceDefinition('states').route, STATE_PARAMS);
}

/** The cities of one state by name; nothing is asked until a state is chosen. */
export function useCityChoices(stateId: string | undefined) {
  return useWholeList<CityRow>(useResourceDefinition('cities').route, cityParams(stateId ?? ''), { enabled: Boolean(stateId) });
}

/** The same two lists read on demand (e.g. to match a place picked on the map to their spelling). */
export function useLocationLookup() {
  const dataProvider = useDataProvider();
  // The definitions come from context: this module is imported by the cities' own screen.
  const statesRoute = useResourceDefinition('states').route;
  const citiesRoute = useResourceDefinition('cities').route;
  return useMemo(
    () => ({
      states: async () => (await dataProvider.getList<StateRow>(statesRoute, STATE_PARAMS)).data,
      cities: async (stateId: string) => (await dataProvider.getList<CityRow>(citiesRoute, cityParams(stateId))).data,
    }),
    [dataProvider, statesRoute, citiesRoute],
  );
}
