import type { ConsoleDataProvider, DropStaleRows } from '../../data/dataProvider';
import type { CatalogueCalls } from '../catalogue/calls';
import type { MarketplaceCalls } from './online/calls';
import { api } from '../../api/endpoints';
import { request, requireResponseCode } from '../../api/http';
import type { BankDetail, Garage, GarageCategory, GarageImage, SocialMedia, SocialMediaOption } from '../../api/types';
import { approveGarage, garageManagement, sendGarageApproval } from './index';
import { ourGarage } from './online';

/** Garage calls that are not CRUD (000 §7), reached by screens through `useDataProvider<GarageDataProvider>()`. */
export interface GarageCalls {
  singleGarage(garageId: string): Promise<Garage>;
  garageCategories(garageId: string): Promise<GarageCategory[]>;
  addGarageServices(
    garageId: string,
    services: { _id: string; serviceName: string; quantity: number; rate: number }[],
  ): Promise<{ message?: string }>;
  /** The accounts the call answers, or undefined when its answer carries no `data`. */
  garageBankDetails(garageId: string): Promise<BankDetail[] | undefined>;
  socialMediaOptions(): Promise<SocialMediaOption[]>;
  updateGarageSocialMedias(garageId: string, socialMedias: SocialMedia[]): Promise<{ message?: string }>;
  updateGarageCoins(payload: { garageId: string; updateCoins: number; paymentType: 'add' | 'sub' }): Promise<unknown>;
  updateGarageImages(garageId: string, garageImages: GarageImage[]): Promise<{ message?: string }>;
  approveGarage(garageId: string): Promise<unknown>;
}

export function garageCalls(dropStaleRows: DropStaleRows): GarageCalls {
  /** Runs a write; once it succeeds, the lists of the resources at `routes` drop their cached rows. */
  const writing =
    (...routes: string[]) =>
    async <Answer>(write: () => Promise<Answer>) => {
      const answer = await write();
      routes.forEach(dropStaleRows);
      return answer;
    };
  const garagePortal = writing(garageManagement.route);
  // Services, images and social media are edited from both portals' rows.
  const bothPortals = writing(garageManagement.route, ourGarage.route);
  return {
    singleGarage: async (garageId) => (await request(api.getSingleGarage, { garageId })).data,
    garageCategories: async (garageId) => (await request(api.garageCategoryList, { garageId })).data ?? [],
    addGarageServices: (garageId, services) =>
      bothPortals(async () => requireResponseCode(await request(api.garageAddServices, { garageId, services }), [200])),
    garageBankDetails: async (garageId) => (await request(api.garageBankDetails, { garageId })).data,
    socialMediaOptions: async () => (await request(api.socialMediaOptions)).listOfSocialMedias ?? [],
    updateGarageSocialMedias: (garageId, socialMedias) =>
      bothPortals(async () => requireResponseCode(await request(api.garageUpdateSocialMedias, { garageId, socialMedias }), [200])),
    updateGarageCoins: (payload) => garagePortal(() => request(api.garageUpdateCoins, payload)),
    updateGarageImages: (garageId, garageImages) =>
      bothPortals(async () => requireResponseCode(await request(api.garageUpdate, { garageId, garageImages }), [200])),
    approveGarage: (garageId) => writing(approveGarage.route)(() => sendGarageApproval(garageId)),
  };
}

/** The data provider as the garage screens of both portals see it. */
export type GarageDataProvider = ConsoleDataProvider & GarageCalls & MarketplaceCalls & CatalogueCalls;
