import type { ConsoleDataProvider } from '../../data/dataProvider';
import { api } from '../../api/endpoints';
import { request, requireResponseCode } from '../../api/http';
import type { ApiMessage, LeadGarage, NamedOption, Service } from '../../api/types';

export type LeadVehicleType = 1 | 2;

export interface LeadGarageSearch {
  state: string;
  city: string;
  garageType: LeadVehicleType | '';
  serviceId: string;
}

/** Lead calls that are not CRUD (001 §7 'Leads', 002 §7), reached through `useDataProvider<LeadDataProvider>()`. */
export interface LeadCalls {
  /** `POST /get_service_list`: vehicle brands of a vehicle type. */
  leadBrands(vehicleType: LeadVehicleType): Promise<NamedOption[]>;
  /** `POST /get_model_list`: models of a brand. */
  leadModels(makeName: string, vehicleType: LeadVehicleType): Promise<NamedOption[]>;
  /** `GET /ServiceNameAdminList`: the lead form's and the garage search's service choices. */
  leadServices(): Promise<Service[]>;
  /** `POST /lead/searchGarage`: garages a customer lead can be sent to, with the server's message. */
  searchLeadGarages(search: LeadGarageSearch): Promise<{ message: string; garages: LeadGarage[] }>;
  /** `POST /lead/generateLeads` (201 success); cached lead rows are dropped. */
  dispatchLead(leadId: string, garageIds: readonly string[]): Promise<ApiMessage>;
}

export function leadCalls(dropCachedRows: () => void): LeadCalls {
  return {
    leadBrands: async (vehicleType) => (await request(api.leadBrandList, { vehicleType })).data ?? [],
    leadModels: async (makeName, vehicleType) => (await request(api.leadModelList, { makeName, vehicleType })).data ?? [],
    leadServices: async () => (await request(api.serviceNameList)).services ?? [],
    async searchLeadGarages(search) {
      const answer = await request(api.leadSearchGarage, search);
      return { message: answer.message, garages: answer.data?.garages ?? [] };
    },
    async dispatchLead(leadId, garageIds) {
      const answer = requireResponseCode(await request(api.leadGenerate, { leadId, garages: [...garageIds] }), [201]);
      dropCachedRows();
      return answer;
    },
  };
}

/** The data provider as the leads screens see it. */
export type LeadDataProvider = ConsoleDataProvider & LeadCalls;
