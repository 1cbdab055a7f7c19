import type { City, CustomerLead, Service, State } from '../../../api/types';
import { whenRule, type CellRule, type RowRule } from '../../../data/rowRules';
import { cityNameOf, stateNameOf } from '../../locations/names';

/** Vehicle Type column: 1 is 4W, anything else 2W (002 'Customer leads and dispatch'). */
export const FOUR_WHEELER: RowRule = { field: 'vehicle.vehicleType', equals: 1, asNumber: true };

export const isFourWheeler = whenRule<Pick<CustomerLead, 'vehicle'>>(FOUR_WHEELER);

/** The column's word for a lead's vehicle, as the export writes it and the Filters panel counts it. */
export const VEHICLE_CLASS: CellRule = { when: FOUR_WHEELER, then: { text: '4W' }, else: { text: '2W' } };

/** Filters -> POST /lead/searchGarage {state, city, garageType, serviceId}; '' means any. */
export function toGarageSearch(filters: GarageSearchFilters): LeadGarageSearch {
  return {
    state: stateNameOf(filters.state ?? {}),
    city: cityNameOf(filters.city ?? {}),
    garageType: filters.garageType,
    serviceId: filters.service?._id ?? '',
  };
}

/** The Send To Garage filters: picked records, so the payload carries the names garages are stored with. */
export interface GarageSearchFilters {
  state: (State & { id: string }) | null;
  city: (City & { id: string }) | null;
  garageType: LeadVehicleType | '';
  service: Service | null;
}

export type LeadVehicleType = 1 | 2;

/** `POST /lead/searchGarage`'s payload. */
export interface LeadGarageSearch {
  state: string;
  city: string;
  garageType: LeadVehicleType | '';
  serviceId: string;
}
