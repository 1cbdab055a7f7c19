import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RatingComment, RatingRow } from '../../../api/types';
import { ConfirmedAction } from '../../../components/ConfirmedAction';
import { useNotifyFailure } from '../../../components/useNotifyFailure';
import type { ReportDataProvider } from '../calls';
import { ReportList } from '../../../components/report/ReportList';
import { STAR_KEYS, type StarKey } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import type { Report } from '../../../data/defineReport';

function NoRating() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.ratings.no_rating')}
    </Typography>
  );
}

function Comments({ comments, onDelete }: { comments: RatingComment[] | undefined; onDelete: (comment: RatingComment) => Promise<void> }) {
  const translate = useTranslate();
  if (!comments?.length) return <NoRating />;
  const label = translate('resources.ratings.delete');
  return (
    <Stack spacing={1} sx={{ minWidth: 180 }}>
      {comments.map((comment) => (
        <Box key={comment.ratingId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">{comment.description}</Typography>
            <Typography variant="caption" color="text.secondary">
              {comment.customerName}
            </Typography>
          </Box>
          <ConfirmedAction
            title={label}
            question={translate('resources.ratings.delete_confirm', { comment: comment.description ?? '' })}
            onConfirm={() => onDelete(comment)}
          >
            {(ask, busy) => (
              <Tooltip title={label}>
                <IconButton size="small" aria-label={`${label}: ${comment.customerName}`} onClick={ask} disabled={busy}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </ConfirmedAction>
        </Box>
      ))}
    </Stack>
  );
}

function ServiceRatings({ row }: { row: RatingRow }) {
  const translate = useTranslate();
  if (!row.serviceRatings?.length) return <NoRating />;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      {row.serviceRatings.map((rating) => (
        <Typography key={rating.ratingId} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {rating.serviceName}: {rating.rating}
          <StarIcon fontSize="inherit" aria-label={translate('resources.ratings.stars', { rating: rating.rating })} />
        </Typography>
      ))}
    </Stack>
  );
}

/** Ratings & Reviews: the declared columns, each star list with its comments and a confirmed delete. */
export default function RatingList() {
  const ratings = useResourceDefinition('ratings') as Report;
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ReportDataProvider>();
  const remove = async (comment: RatingComment) => {
    try {
      await dataProvider.deleteRatingComment(ratings.route, comment.ratingId);
      notify('resources.ratings.notifications.deleted', { type: 'success' });
      refresh();
    } catch (error) {
      notifyFailure(error, 'resources.ratings.notifications.delete_failed');
    }
  };

  const starCells = Object.fromEntries(
    STAR_KEYS.map((key: StarKey) => [key, (row: RatingRow) => <Comments comments={row[key]} onDelete={remove} />]),
  );

  return <ReportList report={ratings} cells={{ ...starCells, serviceRatings: (row: RatingRow) => <ServiceRatings row={row} /> }} />;
}
