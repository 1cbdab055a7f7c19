export const key = 'onlineApproveGarage';

/** Approve Garage of the marketplace portal (`resources.onlineApproveGarage`). */
export default {
  name: 'Approve Garage',
  menu: 'Approve Garage',
  empty: 'No garages to display.',
  approve: 'Approve',
  confirm: 'Are you sure Approve this Garage?',
  approved: 'Approve Success',
  approve_failed: 'The garage could not be approved.',
  pending: 'Pending',
  fields: { specializations: 'Specializations' },
};
