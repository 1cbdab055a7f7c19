/** The screens' view of the lead calls, apart from calls.ts: calls.ts imports the resources, and they load these screens. */
import type { ConsoleDataProvider } from '../../data/dataProvider';
import type { ApiMessage, LeadGarage, NamedOption, Service } from '../../api/types';
import type { LeadGarageSearch, LeadVehicleType } from './customerLeads/model';

export type { LeadGarageSearch, LeadVehicleType };

/**
 * A garage of POST /lead/searchGarage, `_id` holding the id the dispatch sends (the first of its
 * `_id`, `garageId` and `id`), or undefined when the server sent none: such a garage is listed but
 * cannot be sent to.
 */
export type DispatchGarage = Omit<LeadGarage, '_id'> & { _id: string | undefined };

/** Lead calls that are not CRUD (001 §7 'Leads', 002 §7), reached through `useDataProvider<LeadDataProvider>()`. */
export interface LeadCalls {
  /** `POST /get_service_list`: vehicle brands of a vehicle type. */
  leadBrands(vehicleType: LeadVehicleType): Promise<NamedOption[]>;
  /** `POST /get_model_list`: models of a brand. */
  leadModels(makeName: string, vehicleType: LeadVehicleType): Promise<NamedOption[]>;
  /** `GET /ServiceNameAdminList`: the lead form's and the garage search's service choices. */
  leadServices(): Promise<Service[]>;
  /** `POST /lead/searchGarage`: every garage the server found (with or without an id), with the server's message. */
  searchLeadGarages(search: LeadGarageSearch): Promise<{ message: string | undefined; garages: DispatchGarage[] }>;
  /** `POST /lead/generateLeads` (201 success); the lead lists drop their cached rows. */
  dispatchLead(leadId: string, garageIds: readonly string[]): Promise<ApiMessage>;
}

/** The data provider as the leads screens see it. */
export type LeadDataProvider = ConsoleDataProvider & LeadCalls;
