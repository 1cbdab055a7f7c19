export const key = 'pushNotifications';

export default {
  name: 'Push Notifications',
  menu: 'Push Notifications',
  empty: 'No notify List found.',
  add: 'Add PushNotification',
  state_first: 'Choose a state first',
  garages_help: 'Garages matching the choices: %{count}',
  fields: {
    image: 'Image',
    state: 'State',
    location: 'Location',
    cities: 'Cities',
    vehicleType: 'Vehicle Type',
    businessType: 'Business Type',
    garages: 'Garages',
    title: 'Title',
    content: 'Content',
    reads: 'Reads',
    click: 'Click',
  },
  status: { sent: 'Send Success', failed: 'Send Failed' },
  notifications: {
    added: 'Notification added successfully',
    no_garages: 'No garages found for the specified criteria',
    no_tokens: 'No device tokens found for the specified criteria',
    failed: 'Error Notification add',
  },
};
