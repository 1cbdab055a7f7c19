import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { api } from '../../../api/endpoints';
import { ApiError, request } from '../../../api/http';
import type { PushNotificationPayload, PushNotificationRow, VehicleType } from '../../../api/types';
import { documentedFailure, SaveFailure } from '../../../api/failures';
import { resolveImage } from '../../../data/upload';
import { vehicleLabelCell, vehicleTypeKey } from '../../../core/choices';
import { cell, whenField } from '../../../data/rowRules';
import { BUSINESS_TYPE_CELL, BUSINESS_TYPES, businessTypeName } from '../../../core/choices';
import { defineReport, garageScoped } from '../../../data/defineReport';
import { listOf } from './model';
import { fieldLabels } from '../../../core/labels';
import { lazyComponent } from '../../../lib/lazyComponent';

const field = fieldLabels('pushNotifications');

/** The garage screens' business types and labels (002 §1), so a code reads the same everywhere. */
const businessTypeKey = (value: unknown) => BUSINESS_TYPES.find((choice) => choice.id === businessTypeName(value))?.name ?? String(value ?? '-');

/** Form values -> POST /addPushNotification (002 §3); the image is uploaded first. */
export function toPushNotificationPayload(values: Record<string, unknown>, image: string): PushNotificationPayload {
  return {
    image,
    state: String(values.state ?? ''),
    location: listOf(values.location),
    vehicleType: Number(values.vehicleType ?? 3) as VehicleType,
    businessType: String(values.businessType ?? ''),
    garageId: listOf(values.garageId),
    title: String(values.title ?? '').trim(),
    content: String(values.content ?? '').trim(),
  };
}

/**
 * 201 sent; 200 and 205 are the server's 'nothing sent' answers (warnings); anything else 'Error Notification
 * add'. The code is the answer's `responseCode` where it gives one (HTTP 200 with responseCode 201 is sent),
 * else the HTTP status.
 */
export async function sendPushNotification(payload: PushNotificationPayload) {
  try {
    return await request(api.pushNotificationCreate, payload);
  } catch (error) {
    const code = error instanceof ApiError ? (error.responseCode ?? error.status) : undefined;
    // The documents promise nothing else in the answer: there is nothing more to read.
    if (code === 201) return undefined;
    if (code === 200) throw new SaveFailure('resources.pushNotifications.notifications.no_garages', 'warning');
    if (code === 205) throw new SaveFailure('resources.pushNotifications.notifications.no_tokens', 'warning');
    return documentedFailure(error, 'resources.pushNotifications.notifications.failed');
  }
}

/** Push Notifications (002): POST /listOfPushNotifications {garageId}, rows in data.responseData, 10 per page. */
export const pushNotifications = defineReport<PushNotificationRow>(
  {
    name: 'Pushnotifications',
    key: 'pushNotifications',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: NotificationsActiveIcon, order: 69 },
    list: lazyComponent(() => import('./PushNotificationList')),
    pageSize: 10,
    ...garageScoped(api.pushNotificationList, (answer) => answer.data?.responseData),
    search: ['garageName', 'title', 'Content'],
    dateField: 'Date',
    isActive: whenField('Status', true),
    // A row without its Status is neither sent nor failed (the status filter's 'No status').
    isInactive: whenField('Status', false),
    statusLabels: { active: 'resources.pushNotifications.status.sent', inactive: 'resources.pushNotifications.status.failed' },
    create: async (values) => sendPushNotification(toPushNotificationPayload(values, await resolveImage(values.image))),
  },
  [
    { source: 'Date', label: 'resources.reports.fields.date', header: 'Date', kind: 'date' },
    { source: 'garageName', label: 'resources.reports.fields.garageName', header: 'Garage Name' },
    { source: 'title', label: field('title'), header: 'Title', minWidth: 160 },
    { source: 'Content', label: field('content'), header: 'Content', minWidth: 280 },
    {
      source: 'Status_of_Business_Type',
      label: field('businessType'),
      header: 'Business Type',
      kind: 'label',
      labelKey: (row) => businessTypeKey(row.Status_of_Business_Type),
      // A code ('1') written as its name, as the cell shows it.
      exportValue: cell({ ...BUSINESS_TYPE_CELL, label: { first: [{ at: 'Status_of_Business_Type' }, { text: '-' }] } }),
    },
    {
      source: 'Vehicle_Type',
      label: field('vehicleType'),
      header: 'Vehicle Type',
      kind: 'label',
      labelKey: (row) => vehicleTypeKey(row.Vehicle_Type),
      exportValue: cell(vehicleLabelCell('Vehicle_Type')),
    },
    { source: 'state', label: field('state'), header: 'State' },
    { source: 'location', label: field('location'), header: 'Location' },
    {
      source: 'Status',
      label: 'app.columns.status',
      header: 'Status',
      kind: 'label',
      // A notification sent without its Status is unknown ('-'), not failed: it would invite a second send.
      labelKey: (row) =>
        row.Status === undefined || row.Status === null
          ? undefined
          : row.Status
            ? 'resources.pushNotifications.status.sent'
            : 'resources.pushNotifications.status.failed',
      exportValue: cell({
        when: { field: 'Status', unsent: true },
        then: { text: '-' },
        else: { when: { field: 'Status', truthy: true }, then: { text: 'Send Success' }, else: { text: 'Send Failed' } },
      }),
    },
    { source: 'Reads', label: field('reads'), header: 'Reads' },
    { source: 'Click', label: field('click'), header: 'Click' },
  ],
);

export * from './model';

export * from './model';
