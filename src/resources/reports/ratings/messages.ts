export const key = 'ratings';

export default {
  name: 'Ratings & Reviews',
  menu: 'Ratings & Reviews',
  empty: 'No Rating List found.',
  no_rating: 'No Rating Found.',
  delete: 'Delete comment',
  delete_confirm: 'Are you sure you want to delete this comment? "%{comment}"',
  stars: '%{rating} of 5 stars',
  fields: { '1star': '1 Star', '2star': '2 Star', '3star': '3 Star', '4star': '4 Star', '5star': '5 Star', serviceRatings: 'Service Ratings' },
  notifications: { deleted: 'Comment is Delete Successfully', delete_failed: 'The comment could not be deleted.' },
};
