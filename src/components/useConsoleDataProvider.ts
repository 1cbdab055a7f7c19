import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { ConsoleDataProvider } from '../data/dataProvider';

/**
 * The console's data provider as the admin holds it: react-admin's `useDataProvider` wraps every
 * property as a call of its own and follows the location, so a part that reads it through that hook
 * draws again with every URL change.
 */
export function useConsoleDataProvider(): ConsoleDataProvider | null {
  return useContext(DataProviderContext) as ConsoleDataProvider | null;
}
