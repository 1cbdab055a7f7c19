import type { CellRule } from '../../core/rules';

/**
 * A state's or city's name and id in either form 000 §3 gives ('_id or id', 'stateName or name',
 * 'cityName or name'); an empty first form falls back to the second; '' when it has neither.
 */
export const stateNameOf = (row: { stateName?: string; name?: string }) => row.stateName || row.name || '';
export const cityNameOf = (row: { cityName?: string; name?: string }) => row.cityName || row.name || '';
/** The same names as cell rules, for the lists' sort (the list worker reads rules, not functions). */
export const STATE_NAME_CELL: CellRule = { firstTruthy: [{ at: 'stateName' }, { at: 'name' }] };
export const CITY_NAME_CELL: CellRule = { firstTruthy: [{ at: 'cityName' }, { at: 'name' }] };
export const locationIdOf = (row: { _id?: string; id?: string | number }) => row._id || (row.id === undefined ? '' : String(row.id));
