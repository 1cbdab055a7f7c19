/** Categories and services (spec 000 §3, §7, §8). */
import { contracts, date, either, fields, flag, list, num, oneOf, open, opt, orNull, shape, text } from './kit';

/** 1 car (4W), 2 bike (2W), 3 both. */
export const VehicleType = oneOf(1, 2, 3);

/** The usual answer of write calls: success is decided by the status and `responseCode` (http.ts), never by the message. */
export const ApiMessage = shape({ responseCode: opt(num()), message: opt(text()) });
/** An answer the documents do not show; the client still checks `responseCode`. */
export const NotShown = open({ responseCode: opt(num()), message: opt(text()) });

export const Category = fields(
  {
    _id: text(),
    categoryName: text(),
    categoryDescription: opt(text()),
    /** URL. */
    categoryImage: opt(text()),
    vehicleType: VehicleType,
    /** true = Active. */
    status: flag(),
    createdAt: date(),
  },
  '_id',
);

export const Service = fields(
  {
    _id: text(),
    serviceName: text(),
    serviceImage: opt(text()),
    serviceDescription: opt(text()),
    categoryId: text(),
    categoryName: text(),
    vehicleType: VehicleType,
    status: flag(),
    createdAt: date(),
  },
  '_id',
);

export const CategoryCreatePayload = shape({
  categoryImage: opt(text()),
  vehicleType: VehicleType,
  categoryName: text(),
  categoryDescription: opt(text()),
});
export const CategoryUpdatePayload = shape({
  categoryId: text(),
  categoryImage: opt(text()),
  vehicleType: opt(VehicleType),
  categoryName: opt(text()),
  categoryDescription: opt(text()),
});

export const ServiceCreatePayload = shape({
  categoryId: text(),
  serviceName: text(),
  /** Sent empty. */
  serviceDescription: text(),
  serviceImage: opt(text()),
});
export const ServiceUpdatePayload = shape({
  serviceId: text(),
  categoryId: opt(text()),
  serviceName: opt(text()),
  serviceImage: opt(text()),
});

export const calls = contracts({
  'GET /CategoryAdminList': {
    answer: shape({ categories: list(Category) }),
    rows: { at: 'categories', row: Category },
    reads: true,
    responses: { 200: 'categories' },
    summary: 'Category Management list (000 §7)',
  },
  'POST /addCategoryAdmin': {
    request: CategoryCreatePayload,
    answer: ApiMessage,
    reads: false,
    responses: { 200: 'responseCode 200: Category Added Successfully; any other responseCode: refused, the server message warns' },
    summary: 'Adds a category (000 §7, §8)',
  },
  'PUT /EditCategoryAdmin': {
    request: CategoryUpdatePayload,
    answer: NotShown,
    reads: false,
    responses: { 200: 'Category Edited Successfully (answer not shown)' },
    summary: 'Edits a category (000 §7)',
  },
  'POST /ChangeCategoryAdminStatus': {
    request: shape({ categoryId: text(), status: flag() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Category is now Active/Inactive' },
    summary: 'Activates or deactivates a category (000 §4, §7)',
  },
  'GET /adminServiceList': {
    answer: shape({ data: list(Service) }),
    rows: { at: 'data', row: Service },
    reads: true,
    responses: { 200: 'data: the services' },
    summary: 'Service Management list (000 §7)',
  },
  'GET /ServiceNameAdminList': {
    answer: shape({ services: list(Service) }),
    rows: { at: 'services', row: Service },
    reads: true,
    responses: { 200: 'services: the services with their names' },
    summary: 'Service names (also the lead form choices) (000 §7)',
  },
  'POST /addServiceNameAdmin': {
    request: ServiceCreatePayload,
    answer: ApiMessage,
    reads: false,
    responses: { 200: 'the server message is shown', 400: 'responseCode 400: refused, the server message warns' },
    summary: 'Adds a service (000 §7, §8)',
  },
  'PUT /EditServiceNameAdmin': {
    request: ServiceUpdatePayload,
    answer: ApiMessage,
    reads: false,
    responses: { 200: 'message' },
    summary: 'Edits a service (000 §7)',
  },
  'POST /ChangeServiceAdminStatus': {
    request: shape({ serviceId: text(), status: flag() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Service is now Active/Inactive' },
    summary: 'Activates or deactivates a service (000 §4, §7)',
  },
  'POST /category_service_list': {
    request: shape({ categoryId: orNull(text()) }),
    // 000 §7 gives `data`, 002 §7 'data with services': both are read.
    answer: shape({ data: either(list(Service), shape({ services: list(Service) })) }),
    reads: true,
    responses: { 200: 'data: the services of the category (or data.services)' },
    summary: 'Services of one category (000 §7)',
  },
});
