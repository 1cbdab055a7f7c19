export const key = 'notifications';

/** Notifications screen (001 §2.3): sample rows only, not connected to a server. */
export default {
  name: 'Notifications',
  menu: 'Notifications',
  empty: 'No records available.',
  send: 'Send Notification',
  under_working_title: 'Under Working.',
  under_working: 'This screen is not connected to a server yet: the rows are samples and nothing is sent to anyone.',
  not_sent: 'Not sent: notifications are Under Working and not connected to a server.',
  fields: { title: 'Notification Title', description: 'Description', sendTo: 'Send To', recipient: 'Recipient' },
  send_to: { customer: 'Customer', Garage: 'Garage', Multiple: 'Multiple' },
  validation: { title: 'Please Enter Notification Title', recipient: 'Please Select Recipient' },
};
