import { api, type CustomerManagementRow } from '../../api/endpoints';
import type { CustomerLead, LeadGarage, LeadListRow, LeadSource, Service } from '../records';
import type { SeedGarage, SeedLead } from '../seed';
import { FUEL_TYPES, makesFor } from '../seed/vehicles';
import { json, route, type SandboxContext } from '../route';

const LEAD_SOURCES: readonly LeadSource[] = ['Direct Call', 'View Garage', 'Service Search', 'Request Quote'];
/** The same phone asking for the same service again within this time is a repeated submission. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** A lead the admin sent to a garage remembers the customer lead it came from. */
type StoredLead = SeedLead & { customerLeadId?: string };

const isLive = (garage: SeedGarage) => garage.accountStatus === 'active' && garage.status !== false;
const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();
const refused = (message: string, status = 400) => json({ responseCode: status, message }, status);

/** The documented lead list row (001 §3), without the store's bookkeeping fields. */
function listRow(lead: StoredLead): LeadListRow {
  const { id, customer, vehicle, description, serviceName, garageName, garageCity, date, source, status, coinStatus, garageCoins } = lead;
  return { id, customer, vehicle, description, serviceName, garageName, garageCity, date, source, status, coinStatus, garageCoins };
}

/** A customer lead as a row of GET /customerManagement: the lead's own fields (002 §3 'Customer lead'). */
const customerRowOf = (lead: CustomerLead): CustomerManagementRow => ({ ...lead });

function garageOption(garage: SeedGarage): LeadGarage {
  return {
    _id: garage._id,
    garageName: garage.garageName,
    garageOwnerName: garage.garageOwnerName,
    phoneNumber: garage.phoneNumber,
    city: garage.city,
  };
}

/**
 * The catalogue service a customer lead asks for. A customer lead carries no service id of its own
 * (002 §3), so the service is the catalogue one its description names (the longest name it contains,
 * so 'Regular AC Service' wins over 'AC Service'); a `serviceId` on the lead, if one is ever stored,
 * comes first.
 */
function requestedService(lead: CustomerLead, catalogue: readonly Service[]): Service | undefined {
  const id = (lead as CustomerLead & { serviceId?: string }).serviceId;
  const byId = id ? catalogue.find((service) => service._id === id) : undefined;
  if (byId) return byId;
  const description = String(lead.description ?? '').toLowerCase();
  let best: Service | undefined;
  for (const service of catalogue) {
    const name = service.serviceName.trim().toLowerCase();
    if (name && description.includes(name) && (!best || name.length > best.serviceName.trim().length)) best = service;
  }
  return best;
}

const offersService = (garage: SeedGarage, serviceId: string) =>
  garage.services.some((service) => service.adminServiceId === serviceId || service.serviceId === serviceId);

/** Leads (001 §7 'Leads') and customer-lead dispatch (002 §7), over store.db.leads and store.db.customerLeads. */
export function leadHandlers(context: SandboxContext) {
  const { store } = context;
  const leads = () => store.db.leads as StoredLead[];

  return [
    route(context, api.leadBrandList, ({ body }) => {
      const vehicleType = Number(body?.vehicleType);
      if (vehicleType !== 1 && vehicleType !== 2) return refused('vehicleType must be 1 or 2');
      const names = makesFor(vehicleType)
        .map((make) => make.name)
        .sort((a, b) => a.localeCompare(b));
      return { responseCode: 200, message: 'Brands fetched successfully', data: names.map((name) => ({ name })) };
    }),

    route(context, api.leadModelList, ({ body }) => {
      const vehicleType = Number(body?.vehicleType);
      if (vehicleType !== 1 && vehicleType !== 2) return refused('vehicleType must be 1 or 2');
      if (!String(body?.makeName ?? '').trim()) return refused('makeName is required');
      const make = makesFor(vehicleType).find((candidate) => same(candidate.name, body.makeName));
      return { responseCode: 200, message: 'Models fetched successfully', data: (make?.models ?? []).map((model) => ({ name: model.name })) };
    }),

    route(context, api.leadCreate, ({ body }) => {
      const name = String(body?.customer?.name ?? '').trim();
      const phone = String(body?.customer?.phone ?? '').trim();
      const vehicleType = Number(body?.vehicle?.vehicleType);
      const service = store.db.services.find((candidate) => candidate._id === body?.service);
      const fuelType = String(body?.vehicle?.fuelType ?? '');
      if (!name) return refused('Customer name is required');
      if (!/^\d{10}$/.test(phone)) return refused('Phone number must be 10 digits');
      if (vehicleType !== 1 && vehicleType !== 2) return refused('Vehicle type must be 1 (4W) or 2 (2W)');
      if (!service) return refused('Service not found');
      if (!LEAD_SOURCES.includes(body.source)) return refused('Source is not valid');
      if (fuelType && !FUEL_TYPES.includes(fuelType as (typeof FUEL_TYPES)[number])) return refused('Fuel type is not valid');
      const now = Date.now();
      const repeated = leads().some(
        (lead) => lead.customer.phone === phone && lead.serviceId === service._id && now - Date.parse(lead.date) < DUPLICATE_WINDOW_MS,
      );
      if (repeated) return refused('A lead for this phone number and service was just created');
      leads().unshift({
        id: store.newId(),
        garageId: '',
        serviceId: service._id,
        vehicleType,
        processedByAdmin: false,
        customer: { name, phone, email: String(body.customer.email ?? '').trim(), location: String(body.customer.location ?? '').trim() },
        vehicle: { brand: body.vehicle.brand ?? '', model: body.vehicle.model ?? '', fuelType },
        description: String(body.description ?? '').trim(),
        serviceName: service.serviceName,
        garageName: '',
        garageCity: '',
        date: new Date(now).toISOString(),
        source: body.source,
        status: 'Pending',
        coinStatus: 'Not Clicked',
        garageCoins: 0,
      });
      return json({ responseCode: 201, message: 'Lead created successfully' }, 201);
    }),

    route(context, api.leadList, () => ({
      responseCode: 200,
      data: { leadsWithDetails: [...leads()].sort((a, b) => b.date.localeCompare(a.date)).map(listRow) },
    })),

    route(context, api.leadAdminList, ({ body }) => {
      const page = Number(body?.page ?? 1);
      const limit = Number(body?.limit ?? 15);
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1) {
        return refused('page and limit must be positive whole numbers');
      }
      const processed = leads()
        .filter((lead) => lead.processedByAdmin)
        .sort((a, b) => b.date.localeCompare(a.date));
      return {
        responseCode: 200,
        data: {
          leadsWithDetails: processed.slice((page - 1) * limit, page * limit).map(listRow),
          pagination: { totalRecords: processed.length },
        },
      };
    }),

    route(context, api.leadSearchGarage, ({ body }) => {
      if (!String(body?.state ?? '').trim()) return refused('Please select a state');
      const garageType = body.garageType === '' || body.garageType === undefined ? undefined : Number(body.garageType);
      if (garageType !== undefined && garageType !== 1 && garageType !== 2) return refused('garageType must be 1 or 2');
      const garages = store.db.garages.filter(
        (garage) =>
          isLive(garage) &&
          same(garage.state, body.state) &&
          (!String(body.city ?? '').trim() || same(garage.city, body.city)) &&
          (garageType === undefined || garage.garageType === garageType || garage.garageType === 3) &&
          (!body.serviceId || offersService(garage, body.serviceId)),
      );
      const message = garages.length === 0 ? 'No garages found for the selected filters' : `${garages.length} garages found`;
      return { responseCode: 200, message, data: { garages: garages.map(garageOption) } };
    }),

    route(context, api.leadGenerate, ({ body }) => {
      const lead = store.db.customerLeads.find((candidate) => candidate._id === body?.leadId);
      if (!lead) return refused('Lead not found', 404);
      const ids = Array.isArray(body.garages) ? body.garages.map(String) : [];
      if (ids.length === 0) return refused('Please select at least one garage');
      if (new Set(ids).size !== ids.length) return refused('Each garage can be chosen only once');
      const chosen = ids.map((id) => store.db.garages.find((garage) => garage._id === id));
      if (chosen.some((garage) => !garage || !isLive(garage))) return refused('Garage not found or not active');
      const garages = chosen as SeedGarage[];
      const already = garages.filter((garage) => leads().some((sent) => sent.customerLeadId === lead._id && sent.garageId === garage._id));
      if (already.length > 0) return refused(`This lead was already sent to ${already.map((garage) => garage.garageName).join(', ')}`);
      const date = new Date().toISOString();
      const service = requestedService(lead, store.db.services);
      // One processed lead per garage; coins are spent when the garage opens it, not here.
      for (const garage of garages) {
        leads().unshift({
          id: store.newId(),
          customerLeadId: lead._id,
          garageId: garage._id,
          serviceId: service?._id ?? '',
          vehicleType: lead.vehicle.vehicleType === 1 ? 1 : 2,
          processedByAdmin: true,
          customer: { ...lead.customer, location: lead.address ?? lead.customer.location },
          vehicle: { brand: lead.vehicle.brand, model: lead.vehicle.model, fuelType: lead.vehicle.fuelType },
          description: lead.description,
          serviceName: service?.serviceName ?? '',
          garageName: garage.garageName,
          garageCity: garage.city,
          date,
          source: lead.source,
          status: 'Pending',
          coinStatus: 'Not Clicked',
          garageCoins: garage.coins,
        });
      }
      const count = garages.length;
      return json({ responseCode: 201, message: `Lead sent to ${count} ${count === 1 ? 'garage' : 'garages'} successfully` }, 201);
    }),

    // Customers and, as rows of the same list, the customer leads (002 §7).
    route(context, api.customerList, () => ({ data: [...store.db.customers, ...store.db.customerLeads.map(customerRowOf)] })),
  ];
}
