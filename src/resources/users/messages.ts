export const key = 'users';

export default {
  name: 'Users',
  menu: 'Users',
  empty: 'No Users found.',
  fields: {
    date: 'Date',
    name: 'Name',
    phoneNumber: 'Phone Number',
    email: 'E-mail',
    state: 'State',
    city: 'City',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    image: 'Image',
    verification: 'Verification',
  },
  gender: { Male: 'Male', Female: 'Female', Other: 'Other' },
  verified: 'Verified',
  not_verified: 'Not Verified',
  errors: { generic: 'Something went wrong', export: 'Failed to fetch data' },
};
