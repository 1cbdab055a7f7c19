/** English messages of the locations area, by resource key: `resources.<key>.*`. */
const messages = {
  states: {
    name: 'State |||| States',
    menu: 'States',
    empty: 'No states available.',
    fields: { stateName: 'State', iso2: 'Sub Name' },
  },
  cities: {
    name: 'City |||| Cities',
    menu: 'Cities',
    add: 'Add City',
    empty: 'No cities available.',
    choose_first: 'Choose a state to see its cities.',
    tier_edit: 'Tier Edit',
    fields: { cityName: 'City Name', tier: 'Tier', state: 'State' },
    validation: { stateId: 'Please Select State', cityName: 'Please Select City' },
    notifications: { added: 'City Added Successfully', tier_updated: 'Tier Updated Successfully' },
    status: { confirm: 'Are you sure %{action} this City?', changed: 'Status Updated Successfully' },
  },
};

export default messages;
