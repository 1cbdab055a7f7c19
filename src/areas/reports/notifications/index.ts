import { defineResource } from '../../../core/defineResource';
import { whenField } from '../../../data/rowRules';
import { SAMPLE_RECIPIENTS, SampleNotification, SendTo } from './model';
import { lazyComponent } from '../../../lib/lazyComponent';

const TITLES = ['Service reminder', 'Monsoon check-up offer', 'New garage near you', 'Booking confirmed', 'Profile incomplete'];
const DAY_MS = 86_400_000;

/** The 20 fixed sample rows (001 §2.3), dated back from `now` one every three days. */
export function sampleNotifications(now: number = Date.now()): SampleNotification[] {
  const sendTo: SendTo[] = ['customer', 'Garage', 'Multiple'];
  return Array.from({ length: 20 }, (_, i) => {
    const target = sendTo[i % 3];
    const recipients = SAMPLE_RECIPIENTS[target];
    return {
      _id: `sample-${i + 1}`,
      title: `${TITLES[i % TITLES.length]} #${i + 1}`,
      description: 'Sample text: this screen is not connected to a server yet.',
      sendTo: target,
      recipient: recipients[i % recipients.length],
      status: i % 4 !== 3,
      createdAt: new Date(Math.floor(now / DAY_MS) * DAY_MS - i * 3 * DAY_MS).toISOString(),
    };
  });
}

export const notifications = defineResource<SampleNotification>({
  name: 'notifications',
  key: 'notifications',
  portal: 'vrgarage',
  list: lazyComponent(() => import('./NotificationList')),
  pageSize: 10,
  // No call: the screen shows fixed sample rows only.
  read: { whole: async () => sampleNotifications() },
  search: ['title', 'description', 'recipient', 'sendTo'],
  searchButton: true,
  dateField: 'createdAt',
  isActive: whenField('status', true),
});

export * from './model';
