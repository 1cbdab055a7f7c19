import { CELL } from '../../../components/list/cellStyles';
import { CellText } from '../../../components/list/CellText';
import { Box } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { RatingComment, RatingRow } from '../../../api/types';
import { RowIconButton } from '../../../components/list/RowIconButton';
import { ROW_ICONS } from '../../../components/list/rowIcons';
import { useRowDelete } from '../../../components/list/useRowWrites';
import { ReportList } from '../../../components/report/ReportList';
import { STAR_KEYS, type StarKey } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import type { Report } from '../../../data/defineReport';

/** Secondary text in a cell, in the theme's colour (the list's styles define it once: RATING_STYLES). */
const MUTED = 'ConsoleRatings-muted';

function NoRating() {
  const translate = useTranslate();
  return <span className={MUTED}>{translate('resources.ratings.no_rating')}</span>;
}

/** The row without the comment `ratingId`, shown while its delete can be undone. */
const withoutComment =
  (ratingId: string) =>
  (row: RaRecord): RaRecord => {
    const changed = STAR_KEYS.filter((key) => (row[key] as RatingComment[] | undefined)?.some((comment) => comment.ratingId === ratingId));
    if (changed.length === 0) return row;
    return {
      ...row,
      ...Object.fromEntries(changed.map((key) => [key, (row[key] as RatingComment[]).filter((comment) => comment.ratingId !== ratingId)])),
    };
  };

/**
 * A comment's delete: the documents ask no question, so it leaves the list at once with Undo for 5
 * seconds, then DELETE /deleteRaating goes ('Comment is Delete Successfully' shows meanwhile).
 */
function DeleteCommentButton({ comment }: { comment: RatingComment }) {
  const ratings = useResourceDefinition('ratings');
  const translate = useTranslate();
  const deleteComment = useRowDelete(ratings.route);
  const label = translate('resources.ratings.delete');
  return (
    <RowIconButton
      icon={ROW_ICONS.delete}
      label={`${label}: ${comment.customerName}`}
      hint={label}
      onClick={() =>
        deleteComment(comment.ratingId, {
          success: { message: 'resources.ratings.notifications.deleted' },
          failureKey: 'resources.ratings.notifications.delete_failed',
          removePart: withoutComment(comment.ratingId),
        })
      }
    />
  );
}

function Comments({ comments }: { comments: RatingComment[] | undefined }) {
  if (!comments?.length) return <NoRating />;
  return (
    <ul className={COMMENTS}>
      {comments.map((comment, index) => (
        <li key={comment.ratingId ?? `unnamed-${index}`}>
          <span>
            <span className={CELL.text}>{comment.description}</span>
            <span className={MUTED}>{comment.customerName}</span>
          </span>
          {/* A comment the server sent without its ratingId is shown (the row marks it) but cannot be deleted. */}
          {comment.ratingId && <DeleteCommentButton comment={comment} />}
        </li>
      ))}
    </ul>
  );
}

/** Each service's rating in words ('Oil change: 4 stars'), as one text clamped like any free text. */
function ServiceRatings({ row }: { row: RatingRow }) {
  const translate = useTranslate();
  if (!row.serviceRatings?.length) return <NoRating />;
  const text = row.serviceRatings
    .map((rating) => `${rating.serviceName ?? '-'}: ${translate('resources.ratings.stars', { rating: rating.rating })}`)
    .join(', ');
  return <CellText text={text} />;
}

const COMMENTS = 'ConsoleRatings-comments';

/** The comment lists, styled once for the table rather than a Stack, Box and Typography per comment. */
const RATING_STYLES = {
  // A row stays about two lines tall: the comments scroll inside their cell, each one line long
  // (its whole text on hover and focus).
  [`& .${COMMENTS}`]: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: 8,
    maxHeight: 48,
    overflowY: 'auto',
    '--cell-lines': 1,
    minWidth: 180,
  },
  [`& .${COMMENTS} > li`]: { display: 'flex', alignItems: 'flex-start', gap: 4, '& > span:first-of-type': { flex: 1 } },
  [`& .${COMMENTS} .${MUTED}`]: { display: 'block', fontSize: '0.75rem' },
  [`& .${MUTED}`]: { color: 'text.secondary' },
} as const;

/** Ratings & Reviews: the declared columns, each star list with its comments and an undoable delete. */
export default function RatingList() {
  const ratings = useResourceDefinition('ratings') as Report;
  const starCells = Object.fromEntries(STAR_KEYS.map((key: StarKey) => [key, (row: RatingRow) => <Comments comments={row[key]} />]));
  return (
    <Box sx={RATING_STYLES}>
      <ReportList report={ratings} cells={{ ...starCells, serviceRatings: (row: RatingRow) => <ServiceRatings row={row} /> }} />
    </Box>
  );
}
