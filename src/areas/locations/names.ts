/** A state's or city's name in either form 000 §3 gives ('stateName or name', 'cityName or name'); '' when it has none. */
export const stateNameOf = (row: { stateName?: string; name?: string }) => row.stateName ?? row.name ?? '';
export const cityNameOf = (row: { cityName?: string; name?: string }) => row.cityName ?? row.name ?? '';
