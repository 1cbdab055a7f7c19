import type { ConsoleDataProvider, DropStaleRows } from '../../data/dataProvider';
import { api } from '../../api/endpoints';
import { request, requireResponseCode } from '../../api/http';
import type { ApiMessage, LeadGarage, NamedOption, Service } from '../../api/types';
import { customerLeads, type LeadGarageSearch, type LeadVehicleType } from './customerLeads';

export type { LeadGarageSearch, LeadVehicleType };

/** A garage of POST /lead/searchGarage with the id the dispatch sends. */
export type DispatchGarage = LeadGarage & { _id: string };

/** Lead calls that are not CRUD (001 §7 'Leads', 002 §7), reached through `useDataProvider<LeadDataProvider>()`. */
export interface LeadCalls {
  /** `POST /get_service_list`: vehicle brands of a vehicle type. */
  leadBrands(vehicleType: LeadVehicleType): Promise<NamedOption[]>;
  /** `POST /get_model_list`: models of a brand. */
  leadModels(makeName: string, vehicleType: LeadVehicleType): Promise<NamedOption[]>;
  /** `GET /ServiceNameAdminList`: the lead form's and the garage search's service choices. */
  leadServices(): Promise<Service[]>;
  /** `POST /lead/searchGarage`: garages a customer lead can be sent to, with the server's message. */
  searchLeadGarages(search: LeadGarageSearch): Promise<{ message: string | undefined; garages: DispatchGarage[] }>;
  /** `POST /lead/generateLeads` (201 success); the lead lists drop their cached rows. */
  dispatchLead(leadId: string, garageIds: readonly string[]): Promise<ApiMessage>;
}

export function leadCalls(dropStaleRows: DropStaleRows): LeadCalls {
  return {
    leadBrands: async (vehicleType) => (await request(api.leadBrandList, { vehicleType })).data ?? [],
    leadModels: async (makeName, vehicleType) => (await request(api.leadModelList, { makeName, vehicleType })).data ?? [],
    leadServices: async () => (await request(api.serviceNameList)).services ?? [],
    async searchLeadGarages(search) {
      const answer = await request(api.leadSearchGarage, search);
      // The documents do not name this list's id: the first of _id, garageId and id; a garage with none cannot be sent to.
      const garages = (answer.data?.garages ?? []).flatMap((garage) => {
        const id = garage._id || garage.garageId || garage.id;
        return id ? [{ ...garage, _id: id }] : [];
      });
      return { message: answer.message, garages };
    },
    async dispatchLead(leadId, garageIds) {
      const answer = requireResponseCode(await request(api.leadGenerate, { leadId, garages: [...garageIds] }), [201]);
      dropStaleRows(customerLeads.route);
      return answer;
    },
  };
}

/** The data provider as the leads screens see it. */
export type LeadDataProvider = ConsoleDataProvider & LeadCalls;
