export const key = 'approveGarage';

export default {
  name: 'Approve Garage',
  menu: 'Approve Garage',
  empty: 'No garages to display.',
  approve: 'Approve',
  confirm: 'Are you sure Approve this Garage?',
  approved: 'Approve Success',
  failed: 'The garage could not be approved.',
};
