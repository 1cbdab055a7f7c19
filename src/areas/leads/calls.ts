import type { DropStaleRows } from '../../data/dataProvider';
import { api } from '../../api/endpoints';
import { request } from '../../api/http';
import { customerLeads } from './customerLeads';
import type { LeadCalls } from './provider';

export function leadCalls(dropStaleRows: DropStaleRows): LeadCalls {
  return {
    leadBrands: async (vehicleType) => (await request(api.leadBrandList, { vehicleType })).data ?? [],
    leadModels: async (makeName, vehicleType) => (await request(api.leadModelList, { makeName, vehicleType })).data ?? [],
    leadServices: async () => (await request(api.serviceNameList)).services ?? [],
    async searchLeadGarages(search) {
      const answer = await request(api.leadSearchGarage, search);
      // The documents do not name this list's id: the first of _id, garageId and id. A garage with none
      // is still listed (the admin sees every garage found) but cannot be sent to.
      const garages = (answer.data?.garages ?? []).map((garage) => ({ ...garage, _id: garage._id || garage.garageId || garage.id || undefined }));
      return { message: answer.message, garages };
    },
    async dispatchLead(leadId, garageIds) {
      const answer = await request(api.leadGenerate, { leadId, garages: [...garageIds] });
      dropStaleRows(customerLeads.route);
      return answer;
    },
  };
}
