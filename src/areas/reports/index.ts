import type { Resource } from '../../core/defineResource';
import { coinsHistory } from './coinsHistory';
import { inventory } from './inventory';
import { jobCards } from './jobCards';
import { purchaseInvoices } from './purchaseInvoices';
import { pushNotifications } from './pushNotifications';
import { ratings } from './ratings';
import { rewards } from './rewards';
import { saleInvoices } from './saleInvoices';
import { vendors } from './vendors';
import { xlsTracking } from './xlsTracking';

export { coinsHistory, inventory, jobCards, purchaseInvoices, pushNotifications, ratings, rewards, saleInvoices, vendors, xlsTracking };

/** The Analytics reports and Coins History, in menu order. */
export const reportResources: readonly Resource[] = [
  saleInvoices,
  purchaseInvoices,
  jobCards,
  vendors,
  inventory,
  rewards,
  ratings,
  pushNotifications,
  xlsTracking,
  coinsHistory,
];
