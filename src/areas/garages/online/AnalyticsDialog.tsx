import { Alert, Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, BooleanInput, minValue, required, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { ChoicesFailure } from '../../../components/ChoicesFailure';
import { NumberInput } from '../../../components/NumberInput';
import { useFormState, useWatch } from 'react-hook-form';
import { requiredUnlessStoredWithout, withStoredChoices } from '../../../components/storedValues';
import type { Garage } from '../../../api/types';
import { failureNotice } from '../../../api/failures';
import { FormDialog } from '../../../components/FormDialog';
import { PendingDialog } from '../../../components/PendingDialog';
import { productLabel } from '../../../config';
import type { GarageDataProvider } from '../provider';
import { garageKeys } from '../queryKeys';
import { numberBetween, rupees, sensibleDate } from '../../../lib/validators';
import { DateInput } from '../../../components/DateInput';
import { PAYLOAD_DATE_INPUT_FORMAT } from '../../../components/datePickers';
import { categoriesFor, isActiveCategory, useCategoryChoices } from '../../catalogue/choices';
import { analyticsFailure, analyticsFormValues, toAnalyticsPayload } from './model';
import { garageIdForCalls } from '../../../core/garageId';
import { READ_ONCE_PER_OPEN } from '../../../data/queryClient';

const T = 'resources.ourGarage.analytics';

const atLeastZero = minValue(0, `${T}.validation.at_least_zero`);
/** A sponsored radius in kilometres, and counts of jobs, ratings and reviews. */
const radiusKm = numberBetween(0, 1000);
const count = numberBetween(0, 10_000_000, true);
/** 002 §5: the end's minimum is the start. Checked on both fields, so moving either one is caught (YYYY-MM-DD compares as text). */
const endNotBeforeStart = (end: unknown, values: Record<string, unknown>) =>
  end && values.sponsoredStartDate && String(end) < String(values.sponsoredStartDate) ? `${T}.validation.end_before_start` : undefined;
const startNotAfterEnd = (start: unknown, values: Record<string, unknown>) =>
  start && values.sponsoredEndDate && String(values.sponsoredEndDate) < String(start) ? `${T}.validation.end_before_start` : undefined;

/** 002 §9: 'rating choices 0 to 5'. */
const RATINGS = [0, 1, 2, 3, 4, 5].map((rating) => ({ id: rating, name: String(rating) }));

/** The rating, one of 0 to 5; a stored rating other than these (an average such as 4.3) stays a choice, and is sent back. */
function RatingInput() {
  const { defaultValues } = useFormState();
  const stored = Number(defaultValues?.rating);
  const choices = withStoredChoices(RATINGS, 'id', Number.isFinite(stored) ? stored : undefined, (value) => ({ id: Number(value), name: value }));
  return <SelectInput source="rating" label={`${T}.fields.rating`} choices={choices} validate={required(`${T}.validation.rating`)} fullWidth />;
}

/**
 * Sponsored start and end dates, services (category ids), radius and price, shown only when sponsored.
 * The services offered are the active categories that fit the garage's vehicle type.
 */
function SponsorFields({ garageType }: { garageType: unknown }) {
  const sponsored = useWatch({ name: 'isSponsored' });
  const start = useWatch({ name: 'sponsoredStartDate' });
  const categoryList = useCategoryChoices();
  const { data: categories = [] } = categoryList;
  const offered = categoriesFor(categories.filter(isActiveCategory), garageType);
  // A sponsored service held but no longer offered (inactive, another vehicle type, gone) is shown, by its name
  // where the catalogue still has it, and sent back.
  const { defaultValues } = useFormState();
  const choices = withStoredChoices<{ _id: string; categoryName?: string }>(
    offered,
    '_id',
    defaultValues?.sponsoredServices,
    (id) => categories.find((category) => category._id === id) ?? { _id: id, categoryName: id },
  );
  if (!sponsored) return null;
  // A record stored as sponsored without a date (002 §5 requires none) saves without one; a sponsorship
  // turned on here needs both.
  const stored = defaultValues?.isSponsored ? defaultValues : undefined;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          source="sponsoredStartDate"
          label={`${T}.fields.sponsoredStartDate`}
          format={PAYLOAD_DATE_INPUT_FORMAT}
          validate={[...requiredUnlessStoredWithout(stored, 'sponsoredStartDate', `${T}.validation.start`), sensibleDate, startNotAfterEnd]}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          source="sponsoredEndDate"
          label={`${T}.fields.sponsoredEndDate`}
          format={PAYLOAD_DATE_INPUT_FORMAT}
          validate={[...requiredUnlessStoredWithout(stored, 'sponsoredEndDate', `${T}.validation.end`), sensibleDate, endNotBeforeStart]}
          minDate={start || undefined}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <ChoicesFailure query={categoryList} field={`${T}.fields.sponsoredServices`} />
        {/* Once the categories are in: the chips of held services are named when first drawn. */}
        {!categoryList.isPending && (
          <AutocompleteArrayInput
            source="sponsoredServices"
            label={`${T}.fields.sponsoredServices`}
            choices={choices}
            optionValue="_id"
            optionText="categoryName"
            fullWidth
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NumberInput source="sponsoredRadius" label={`${T}.fields.sponsoredRadius`} min={0} validate={[atLeastZero, radiusKm]} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NumberInput source="sponsoredPrice" label={`${T}.fields.sponsoredPrice`} min={0} validate={[atLeastZero, rupees]} fullWidth />
      </Grid>
    </Grid>
  );
}

/** {product} Analytics modal (002): loads with POST /admin/get{product}AnalyticData, saves with POST /admin/{product}AnalyticData. */
export function AnalyticsDialog({ garage, onClose }: { garage: Garage; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const garageId = garageIdForCalls(garage);
  const loaded = useQuery({
    queryKey: garageKeys.call('onlineGarageAnalytics', garageId),
    // A garage without a record yet is answered without data, or with an empty one (the contract reads
    // data as optional): the form opens with the defaults.
    queryFn: async () => analyticsFormValues(await dataProvider.onlineGarageAnalytics(garageId)),
    ...READ_ONCE_PER_OPEN,
  });
  const title = `${translate(`${T}.title`, { label: productLabel })}: ${garage.garageName ?? '-'}`;

  const notice = loaded.error ? failureNotice(analyticsFailure(loaded.error), `${T}.failed`) : undefined;
  // 002 §8: a read refused with 400 or 404 warns with the server's words, and the form still opens with
  // the defaults (002 §5), so a garage the server holds no analytics for can be given its first.
  const refused = notice?.type === 'warning';
  if (loaded.isPending || (loaded.error && !refused)) {
    return (
      <PendingDialog
        title={title}
        width="sm"
        query={loaded}
        errorText={notice?.message ?? `${T}.failed`}
        errorSeverity={notice?.type}
        onClose={onClose}
      />
    );
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      defaultValues={loaded.data ?? analyticsFormValues(undefined)}
      onSubmit={async (values) => {
        try {
          const answer = await dataProvider.saveOnlineGarageAnalytics(toAnalyticsPayload(garageId, values));
          return { message: answer?.message || `${T}.saved` };
        } catch (error) {
          throw analyticsFailure(error);
        }
      }}
    >
      {refused && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(notice.message, { _: notice.message })}
        </Alert>
      )}
      <BooleanInput source="isVerified" label={`${T}.fields.isVerified`} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput source="jobs_completed" label={`${T}.fields.jobs_completed`} min={0} validate={[atLeastZero, count]} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <RatingInput />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput source="rating_count" label={`${T}.fields.rating_count`} min={0} validate={[atLeastZero, count]} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput source="review_count" label={`${T}.fields.review_count`} min={0} validate={[atLeastZero, count]} fullWidth />
        </Grid>
      </Grid>
      <BooleanInput source="isSponsored" label={`${T}.fields.isSponsored`} />
      <SponsorFields garageType={garage.garageType} />
    </FormDialog>
  );
}
