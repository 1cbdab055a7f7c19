import { api } from '../../api/endpoints';
import type { City } from '../records';
import { json, route, type SandboxContext } from '../route';
import { checkText } from '../limits';

/** States and cities (spec 000 §7, 002 §7). */
export function locationHandlers(context: SandboxContext) {
  const { store } = context;
  return [
    route(context, api.stateList, () => ({ data: store.db.states })),
    route(context, api.cityList, ({ params }) => ({
      data: store.db.cities.filter((city) => city.stateId === params.stateId),
    })),
    route(context, api.cityChangeStatus, ({ body }) => {
      const found = store.db.cities.find((city) => city._id === body?.id);
      if (!found) return json({ message: 'City not found' }, 404);
      found.status = Boolean(body.status);
      return { message: 'Status Updated Successfully' };
    }),
    route(context, api.cityUpdateTier, ({ body }) => {
      const found = store.db.cities.find((city) => city.cityName === body?.city);
      if (!found || ![1, 2, 3].includes(Number(body.tier))) return json({ message: 'City or tier not valid' }, 400);
      found.tier = Number(body.tier) as City['tier'];
      return { message: 'Tier Updated Successfully' };
    }),
    route(context, api.cityCreate, ({ body }) => {
      const state = store.db.states.find((candidate) => candidate._id === body?.stateId);
      const invalid = checkText('cityName', body?.cityName, { name: true });
      if (invalid) return json({ responseCode: 400, message: invalid }, 400);
      const name = String(body?.cityName ?? '').trim();
      if (!state || !name) return { responseCode: 400, message: 'stateId and cityName are required' };
      if (store.db.cities.some((city) => city.stateId === state._id && city.cityName.toLowerCase() === name.toLowerCase())) {
        return { responseCode: 400, message: 'City already exists' };
      }
      store.db.cities.push({
        _id: store.newId(),
        cityName: name,
        stateId: state._id,
        tier: 3,
        status: true,
        createdAt: new Date().toISOString(),
        latitude: Number(body.latitude) || 0,
        longitude: Number(body.longitude) || 0,
      });
      return { responseCode: 200, message: 'City Added Successfully' };
    }),
  ];
}
