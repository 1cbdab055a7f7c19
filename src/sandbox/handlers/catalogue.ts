import { api } from '../../api/endpoints';
import type { Category, Service } from '../records';
import { json, route, type SandboxContext } from '../route';
import { SERVER_LONG_TEXT_LIMIT, checkText, firstRefusal } from '../limits';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Categories and services (spec 000 §7). */
export function catalogueHandlers(context: SandboxContext) {
  const { store } = context;
  return [
    route(context, api.categoryList, () => ({ categories: store.db.categories })),
    route(context, api.categoryCreate, ({ body }) => {
      const invalid = firstRefusal(
        checkText('categoryName', body?.categoryName, { name: true }),
        checkText('categoryDescription', body?.categoryDescription, { max: SERVER_LONG_TEXT_LIMIT }),
      );
      if (invalid) return json({ responseCode: 400, message: invalid }, 400);
      const name = String(body?.categoryName ?? '').trim();
      if (!name || ![1, 2, 3].includes(Number(body?.vehicleType))) {
        return { responseCode: 400, message: 'categoryName and vehicleType are required' };
      }
      if (store.db.categories.some((existing) => sameName(existing.categoryName, name))) {
        return { responseCode: 400, message: 'Category already exists' };
      }
      const created: Category = {
        _id: store.newId(),
        categoryName: name,
        categoryDescription: body.categoryDescription ?? '',
        categoryImage: body.categoryImage ?? '',
        vehicleType: Number(body.vehicleType) as Category['vehicleType'],
        status: true,
        createdAt: new Date().toISOString(),
      };
      store.db.categories.push(created);
      return { responseCode: 200, message: 'Category Added Successfully' };
    }),
    route(context, api.categoryUpdate, ({ body }) => {
      const found = store.db.categories.find((existing) => existing._id === body?.categoryId);
      if (!found) return json({ responseCode: 404, message: 'Category not found' }, 404);
      const invalid = firstRefusal(
        checkText('categoryName', body.categoryName, { name: true, stored: found.categoryName }),
        checkText('categoryDescription', body.categoryDescription, { max: SERVER_LONG_TEXT_LIMIT, stored: found.categoryDescription }),
      );
      if (invalid) return json({ responseCode: 400, message: invalid }, 400);
      Object.assign(found, {
        categoryName: body.categoryName ?? found.categoryName,
        categoryDescription: body.categoryDescription ?? found.categoryDescription,
        categoryImage: body.categoryImage ?? found.categoryImage,
        vehicleType: body.vehicleType ?? found.vehicleType,
      });
      for (const service of store.db.services) if (service.categoryId === found._id) service.categoryName = found.categoryName;
      return { responseCode: 200, message: 'Category Edited Successfully' };
    }),
    route(context, api.categoryChangeStatus, ({ body }) => {
      const found = store.db.categories.find((existing) => existing._id === body?.categoryId);
      if (!found) return json({ message: 'Category not found' }, 404);
      found.status = Boolean(body.status);
      return { message: 'Status changed' };
    }),
    route(context, api.serviceList, () => ({ data: store.db.services })),
    route(context, api.serviceNameList, () => ({
      services: store.db.services.filter((service) => service.status),
    })),
    route(context, api.serviceCreate, ({ body }) => {
      const invalid = checkText('serviceName', body?.serviceName, { name: true });
      if (invalid) return json({ responseCode: 400, message: invalid }, 400);
      const parent = store.db.categories.find((existing) => existing._id === body?.categoryId);
      const name = String(body?.serviceName ?? '').trim();
      if (!parent || !name) return { responseCode: 400, message: 'categoryId and serviceName are required' };
      if (store.db.services.some((existing) => existing.categoryId === parent._id && sameName(existing.serviceName, name))) {
        return { responseCode: 400, message: 'Service already exists in this category' };
      }
      const created: Service = {
        _id: store.newId(),
        serviceName: name,
        serviceImage: body.serviceImage ?? '',
        serviceDescription: body.serviceDescription ?? '',
        categoryId: parent._id,
        categoryName: parent.categoryName,
        vehicleType: parent.vehicleType,
        status: true,
        createdAt: new Date().toISOString(),
      };
      store.db.services.push(created);
      return { responseCode: 200, message: 'Service Added Successfully' };
    }),
    route(context, api.serviceUpdate, ({ body }) => {
      const found = store.db.services.find((existing) => existing._id === body?.serviceId);
      if (!found) return json({ message: 'Service not found' }, 404);
      const invalid = checkText('serviceName', body.serviceName, { name: true, stored: found.serviceName });
      if (invalid) return json({ responseCode: 400, message: invalid }, 400);
      const parent = store.db.categories.find((existing) => existing._id === body.categoryId);
      Object.assign(found, {
        serviceName: body.serviceName ?? found.serviceName,
        serviceImage: body.serviceImage ?? found.serviceImage,
        ...(parent ? { categoryId: parent._id, categoryName: parent.categoryName, vehicleType: parent.vehicleType } : {}),
      });
      return { message: 'Service Updated Successfully' };
    }),
    route(context, api.serviceChangeStatus, ({ body }) => {
      const found = store.db.services.find((existing) => existing._id === body?.serviceId);
      if (!found) return json({ message: 'Service not found' }, 404);
      found.status = Boolean(body.status);
      return { message: 'Status changed' };
    }),
    route(context, api.categoryServiceList, ({ body }) => ({
      data: store.db.services.filter((service) => !body?.categoryId || service.categoryId === body.categoryId),
    })),
  ];
}
