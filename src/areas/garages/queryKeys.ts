import { queryKeysFactory } from '../../core/queryKeys';
import type { GarageDataProvider } from './provider';

/** Query keys of the garage screens' calls (the marketplace garages' included). */
export const garageKeys = queryKeysFactory<GarageDataProvider>('garages');
