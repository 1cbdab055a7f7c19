/** Leads, their garages, and the customers answer that also carries customer leads (spec 001 §3, §7, §8; 002 §3, §7, §8). */
import { ApiMessage, VehicleType } from './catalogue';
import { GarageType } from './garages';
import { contracts, fields, date, either, exactly, flag, list, num, oneOf, opt, orNumeric, partial, shape, text } from './kit';
import { PageRequest } from './subscriptions';

export const FuelType = oneOf('Petrol', 'Diesel', 'CNG', 'Electric', 'Other');
export const LeadSource = oneOf('Direct Call', 'View Garage', 'Service Search', 'Request Quote');

const leadCustomer = { name: text(), phone: text(), email: opt(text()), location: opt(text()) };
export const LeadCustomer = fields(leadCustomer);

export const LeadCreatePayload = shape({
  customer: shape(leadCustomer),
  vehicle: shape({
    /** 1 = 4W, 2 = 2W. */
    vehicleType: oneOf(1, 2),
    brand: opt(text()),
    model: opt(text()),
    /** '' when not chosen (the field is optional). */
    fuelType: opt(either(FuelType, exactly(''))),
  }),
  /** A service id. */
  service: text(),
  source: LeadSource,
  description: opt(text()),
});

export const LeadListRow = fields({
  id: text(),
  customer: LeadCustomer,
  vehicle: shape({ brand: opt(text()), model: opt(text()), fuelType: opt(text()) }),
  description: opt(text()),
  serviceName: opt(text()),
  garageName: opt(text()),
  garageCity: opt(text()),
  date: date(),
  source: opt(text()),
  status: opt(text()),
  /** Clicked / Not Clicked. */
  coinStatus: opt(either(text(), flag())),
  garageCoins: opt(num()),
});

/** Brand or model option of the lead form. */
export const NamedOption = fields({ name: text() });

/** Customer lead of the marketplace dispatch screen. */
export const CustomerLead = fields(
  {
    _id: text(),
    createdAt: date(),
    customer: LeadCustomer,
    description: opt(text()),
    vehicle: shape({
      brand: opt(text()),
      model: opt(text()),
      /** 1 is 4W, other 2W. */
      vehicleType: opt(num()),
      fuelType: opt(text()),
    }),
    source: opt(text()),
    address: opt(text()),
  },
  '_id',
);

export const Customer = fields({
  customerName: text(),
  customerImage: opt(text()),
  phoneNumber: text(),
  email: opt(text()),
  dateOfBirth: opt(date()),
  city: opt(text()),
  vehicleType: opt(VehicleType),
  vehicleNumber: opt(text()),
  brand: opt(text()),
  model: opt(text()),
  variant: opt(text()),
  fuelType: opt(text()),
  year: opt(orNumeric()),
  chassisNumber: opt(text()),
  companyName: opt(text()),
  insuranceNumber: opt(text()),
  expiryDate: opt(date()),
  date: date(),
  formattedDate: opt(text()),
  serviceBookings: opt(list(fields({ garageName: text(), date: opt(date()) }))),
});

/**
 * GET /customerManagement feeds both the customers list and the customer-leads list: a row may carry
 * the fields of either (src/api/customerManagement.ts tells them apart).
 */
export const CustomerManagementRow = shape({ ...partial(CustomerLead.entries), ...partial(Customer.entries) });

/** Garage row of the Send To Garage picker (POST /lead/searchGarage). */
export const LeadGarage = fields({
  /** The documents do not name this list's id: the first of _id, garageId and id is sent (leads/calls.ts). */
  _id: text(),
  garageId: opt(text()),
  id: opt(text()),
  garageName: text(),
  garageOwnerName: opt(text()),
  phoneNumber: opt(text()),
  city: opt(text()),
});

const vehicleKind = oneOf(1, 2);

export const calls = contracts({
  'POST /get_service_list': {
    request: shape({ vehicleType: vehicleKind }),
    answer: shape({ data: list(NamedOption) }),
    rows: { at: 'data', row: NamedOption },
    reads: true,
    responses: { 200: 'data: the vehicle brands (despite the path name)' },
    summary: 'Vehicle brands for the lead form (001 §7)',
  },
  'POST /get_model_list': {
    request: shape({ makeName: text(), vehicleType: vehicleKind }),
    answer: shape({ data: list(NamedOption) }),
    rows: { at: 'data', row: NamedOption },
    reads: true,
    responses: { 200: 'data: the models of the brand' },
    summary: 'Vehicle models of a brand for the lead form (001 §7)',
  },
  'POST /lead/createLeadData': {
    request: LeadCreatePayload,
    answer: ApiMessage,
    reads: false,
    responses: { 201: "responseCode 201: the server's success message, the modal closes", 400: "responseCode 400: the server's message warns" },
    summary: 'Creates a lead (001 §7, §8)',
  },
  'POST /lead/getLeadDataList': {
    request: shape({}),
    answer: shape({ data: shape({ leadsWithDetails: list(LeadListRow) }) }),
    rows: { at: 'data.leadsWithDetails', row: LeadListRow },
    reads: true,
    responses: { 200: 'data.leadsWithDetails', 503: 'retried' },
    summary: 'Lead Management table, empty body (001 §7)',
  },
  'POST /lead/listOfAdminLeads': {
    request: PageRequest,
    answer: shape({ data: shape({ leadsWithDetails: list(LeadListRow), pagination: opt(fields({ totalRecords: num() })) }) }),
    rows: { at: 'data.leadsWithDetails', row: LeadListRow },
    reads: true,
    responses: { 200: 'data.leadsWithDetails and data.pagination.totalRecords' },
    summary: 'Leads Proceed table, limit 15, server paging (001 §7)',
  },
  'POST /lead/searchGarage': {
    request: shape({ state: text(), city: text(), garageType: either(GarageType, exactly('')), serviceId: text() }),
    answer: shape({ responseCode: opt(num()), message: opt(text()), data: shape({ garages: list(LeadGarage) }) }),
    rows: { at: 'data.garages', row: LeadGarage },
    reads: true,
    responses: { 200: "responseCode 200: data.garages, the server's message as success", 400: "responseCode 400: the server's message warns" },
    summary: 'Garages a customer lead can be sent to (002 §7, §8)',
  },
  'POST /lead/generateLeads': {
    request: shape({ leadId: text(), garages: list(text()) }),
    answer: ApiMessage,
    reads: false,
    responses: { 201: 'responseCode 201: sent, the modal closes', 400: 'responseCode 400: warns' },
    summary: 'Sends a customer lead to the ticked garages (002 §7, §8)',
  },
  'GET /customerManagement': {
    answer: shape({ data: list(CustomerManagementRow) }),
    rows: { at: 'data', row: CustomerManagementRow },
    reads: true,
    responses: { 200: 'data: the customers, and the customer leads' },
    summary: 'Customers; also the customer-leads (dispatch) list (002 §7)',
  },
});
