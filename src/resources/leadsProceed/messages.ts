export const key = 'leadsProceed';

/** Column labels are shared with Lead Management (`resources.leadManagement.fields`). */
export default { name: 'Leads Proceed', menu: 'Leads', empty: 'No leads have been processed yet.' };
