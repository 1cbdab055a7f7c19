/**
 * A state's or city's name and id in either form 000 §3 gives ('_id or id', 'stateName or name',
 * 'cityName or name'); an empty first form falls back to the second; '' when it has neither.
 */
export const stateNameOf = (row: { stateName?: string; name?: string }) => row.stateName || row.name || '';
export const cityNameOf = (row: { cityName?: string; name?: string }) => row.cityName || row.name || '';
export const locationIdOf = (row: { _id?: string; id?: string | number }) => row._id || (row.id === undefined ? '' : String(row.id));
