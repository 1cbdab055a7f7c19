import StarRateIcon from '@mui/icons-material/StarRate';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { RatingComment, RatingRow } from '../../../api/types';
import { cell, cellOf, type CellRule } from '../../../data/rowRules';
import { defineReport, garageScoped, type ReportColumn } from '../../../data/defineReport';
import { STAR_KEYS } from './model';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Comments of one star list in the export: "description (customer)" per comment. */
const comments = (each: string): CellRule => ({
  each,
  item: { concat: [{ at: 'description' }, { text: ' (' }, { at: 'customerName' }, { text: ')' }] },
  join: '; ',
});
const serviceRatings = cell<RatingRow>({
  each: 'serviceRatings',
  item: { concat: [{ at: 'serviceName' }, { text: ': ' }, { at: 'rating' }] },
  join: '; ',
});
const commentList = cellOf(comments('comments'));

export const commentsSummary = (list: readonly RatingComment[] | undefined): string => String(commentList({ comments: list }));

const starColumns: ReportColumn<RatingRow>[] = STAR_KEYS.map((key, index) => ({
  source: key,
  label: `resources.ratings.fields.${key}`,
  header: `${index + 1} Star`,
  exportValue: cell<RatingRow>(comments(key)),
}));

/** Ratings & Reviews (002): POST /ratingsAndReviewsForGarages {garageId}, 7 per page. */
export const ratings = defineReport<RatingRow>(
  {
    name: 'Ratings',
    key: 'ratings',
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: StarRateIcon, order: 68 },
    list: lazyComponent(() => import('./RatingList')),
    pageSize: 7,
    ...garageScoped(api.ratingList, (answer) => answer.data),
    search: ['customerName'],
    // The star lists hold delete buttons: not on a card, which opens on a tap; they are in the record's menu.
    card: { title: 'garageName', facts: ['customerName'] },
    // A comment of a row, by its ratingId: DELETE /deleteRaating.
    delete: (ratingId) => request(api.ratingDelete, { ratingId }),
  },
  [
    { source: 'garageName', label: 'resources.reports.fields.garageName', header: 'Garage Name' },
    { source: 'customerName', label: 'resources.reports.fields.customerName', header: 'Customer Name' },
    ...starColumns,
    {
      source: 'serviceRatings',
      label: 'resources.ratings.fields.serviceRatings',
      header: 'Service Ratings',
      exportValue: serviceRatings,
    },
  ],
);

export * from './model';
