import type { ResourceMessages } from '../messages';
import coinsHistoryMessages from './coinsHistory/messages';
import inventoryMessages from './inventory/messages';
import jobCardsMessages from './jobCards/messages';
import reportsMessages from './messages';
import purchaseInvoicesMessages from './purchaseInvoices/messages';
import pushNotificationsMessages from './pushNotifications/messages';
import ratingsMessages from './ratings/messages';
import rewardsMessages from './rewards/messages';
import saleInvoicesMessages from './saleInvoices/messages';
import vendorsMessages from './vendors/messages';
import xlsTrackingMessages from './xlsTracking/messages';

/** Each report's messages by resource key, plus the words the report screens share (`reports`). */
export const reportMessages: Record<string, ResourceMessages> = {
  reports: reportsMessages,
  saleInvoices: saleInvoicesMessages,
  purchaseInvoices: purchaseInvoicesMessages,
  jobCards: jobCardsMessages,
  vendors: vendorsMessages,
  inventory: inventoryMessages,
  coinsHistory: coinsHistoryMessages,
  xlsTracking: xlsTrackingMessages,
  rewards: rewardsMessages,
  ratings: ratingsMessages,
  pushNotifications: pushNotificationsMessages,
};
