/** The screens' view of the garage calls, apart from calls.ts: calls.ts imports the resources, and they load these screens. */
import type { ConsoleDataProvider } from '../../data/dataProvider';
import type { BankDetail, Garage, GarageCategory, GarageImage, SocialMedia, SocialMediaOption } from '../../api/types';
import type { CatalogueCalls } from '../catalogue/calls';
import type { MarketplaceCalls } from './online/provider';

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

/** The data provider as the garage screens of both portals see it. */
export type GarageDataProvider = ConsoleDataProvider & GarageCalls & MarketplaceCalls & CatalogueCalls;
