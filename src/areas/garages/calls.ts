import type { ConsoleDataProvider } from '../../data/dataProvider';
import type { CatalogueCalls } from '../catalogue/calls';
import type { MarketplaceCalls } from './online/calls';
import { api } from '../../api/endpoints';
import { request, requireResponseCode } from '../../api/http';
import type { BankDetail, City, Garage, GarageCategory, GarageImage, SocialMedia, SocialMediaOption, State } from '../../api/types';

/** Garage calls that are not CRUD (000 §7), reached by screens through `useDataProvider<GarageDataProvider>()`. */
export interface GarageCalls {
  singleGarage(garageId: string): Promise<Garage>;
  garageCategories(garageId: string): Promise<GarageCategory[]>;
  addGarageServices(garageId: string, services: { _id: string; serviceName: string; quantity: number; rate: number }[]): Promise<{ message?: string }>;
  garageBankDetails(garageId: string): Promise<BankDetail[]>;
  socialMediaOptions(): Promise<SocialMediaOption[]>;
  updateGarageSocialMedias(garageId: string, socialMedias: SocialMedia[]): Promise<{ message?: string }>;
  updateGarageCoins(payload: { garageId: string; updateCoins: number; paymentType: 'add' | 'sub' }): Promise<unknown>;
  updateGarageImages(garageId: string, garageImages: GarageImage[]): Promise<{ message?: string }>;
  changeGarageStatus(payload: { garageId: string; reason: string; status: boolean }): Promise<{ message?: string }>;
  approveGarage(garageId: string): Promise<unknown>;
  listStates(): Promise<State[]>;
  listCities(stateId: string): Promise<City[]>;
}

export const garageCalls: GarageCalls = {
  singleGarage: async (garageId) => (await request(api.getSingleGarage, { garageId })).data,
  garageCategories: async (garageId) => (await request(api.garageCategoryList, { garageId })).data ?? [],
  addGarageServices: async (garageId, services) => requireResponseCode(await request(api.garageAddServices, { garageId, services }), [200]),
  garageBankDetails: async (garageId) => (await request(api.garageBankDetails, { garageId })).data ?? [],
  socialMediaOptions: async () => (await request(api.socialMediaOptions)).listOfSocialMedias ?? [],
  updateGarageSocialMedias: async (garageId, socialMedias) =>
    requireResponseCode(await request(api.garageUpdateSocialMedias, { garageId, socialMedias }), [200]),
  updateGarageCoins: (payload) => request(api.garageUpdateCoins, payload),
  updateGarageImages: async (garageId, garageImages) => requireResponseCode(await request(api.garageUpdate, { garageId, garageImages }), [200]),
  changeGarageStatus: async (payload) => requireResponseCode(await request(api.garageChangeStatus, payload), [200]),
  approveGarage: (garageId) => request(api.garageApprove, { UserId: garageId, Conformation: 1 }),
  listStates: async () => (await request(api.stateList)).data ?? [],
  listCities: async (stateId) => (await request(api.cityList, undefined, { params: { stateId } })).data ?? [],
};

/** The data provider as the garage screens of both portals see it. */
export type GarageDataProvider = ConsoleDataProvider & GarageCalls & MarketplaceCalls & CatalogueCalls;
