import { api } from '../../api/endpoints';
import { route, type SandboxContext } from '../route';

/** Garage reads this release needs: dashboard counts and the garage name list. */
export function garageHandlers(context: SandboxContext) {
  const { store, product } = context;
  return [
    route(context, api.adminDashboard, () => {
      const garages = store.db.garages;
      const active = garages.filter((garage) => garage.accountStatus === 'active');
      const pending = garages.filter((garage) => garage.accountStatus === 'pending' && Number(garage.regStatus) === 3);
      return {
        data: {
          allGarages: active.length,
          approveGarage: pending.length,
          ourgarages: active.filter((garage) => garage.status).length,
          [`${product}Approve`]: pending.length,
        },
      };
    }),
    route(context, api.garageNameList, () => ({
      data: store.db.garages.map((garage) => ({
        _id: garage._id,
        garageId: garage.garageId,
        garageName: garage.garageName,
        city: garage.city,
        state: garage.state,
        garageType: garage.garageType,
        businessType: garage.businessType,
      })),
    })),
  ];
}
