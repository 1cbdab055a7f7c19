import type { Garage } from '../../../api/types';
import { product } from '../../../config';
import { garageIdForCalls } from '../../../core/garageId';
import { ApiError } from '../../../api/http';
import type { AnalyticsRecord } from '../../../api/types';
import { SaveFailure, serverMessageOf } from '../../../api/failures';
import { formatPayloadDate } from '../../../lib/dates';

/** Analytics failures (002 §8): 400 or 404 warn with the server's message, anything else 'Something went wrong'. */
export function analyticsFailure(error: unknown): SaveFailure {
  // The server's own words only: without them, the generic text rather than the HTTP status text ('OK', 'Not Found').
  const words = serverMessageOf(error);
  if (error instanceof ApiError && [400, 404].some((code) => error.status === code || error.responseCode === code) && words) {
    return new SaveFailure(words, 'warning');
  }
  return new SaveFailure('resources.ourGarage.analytics.failed', 'error');
}

/**
 * The stored record -> form values, dates as YYYY-MM-DD for the date inputs. A garage without a record
 * (no `data`, or an empty one) opens with the defaults: '0' for the numbers (002 §5), switches off.
 */
export function analyticsFormValues(record: Partial<AnalyticsRecord> | undefined) {
  const stored = record ?? {};
  return {
    isVerified: Boolean(stored.isVerified),
    jobs_completed: stored.jobs_completed ?? 0,
    rating: stored.rating ?? 0,
    rating_count: stored.rating_count ?? 0,
    review_count: stored.review_count ?? 0,
    isSponsored: Boolean(stored.isSponsored),
    sponsoredStartDate: formatPayloadDate(stored.sponsoredStartDate),
    sponsoredEndDate: formatPayloadDate(stored.sponsoredEndDate),
    sponsoredServices: stored.sponsoredServices ?? [],
    sponsoredRadius: stored.sponsoredRadius ?? '',
    sponsoredPrice: stored.sponsoredPrice ?? '',
  };
}

/** Analytics modal -> POST /admin/{product}AnalyticData; the sponsor fields only when sponsored (002 §4). */
export function toAnalyticsPayload(garageId: string, values: Record<string, unknown>): AnalyticsRecord & { garageId: string } {
  const isSponsored = Boolean(values.isSponsored);
  return {
    isVerified: Boolean(values.isVerified),
    jobs_completed: analyticsNumber(values.jobs_completed),
    rating: analyticsNumber(values.rating),
    rating_count: analyticsNumber(values.rating_count),
    review_count: analyticsNumber(values.review_count),
    garageId,
    isSponsored,
    ...(isSponsored
      ? {
          // A date a record stored as sponsored was saved without stays unsent.
          ...datesOf(values, 'sponsoredStartDate', 'sponsoredEndDate'),
          sponsoredServices: Array.isArray(values.sponsoredServices) ? values.sponsoredServices.map(String) : [],
          sponsoredRadius: analyticsNumber(values.sponsoredRadius),
          sponsoredPrice: analyticsNumber(values.sponsoredPrice),
        }
      : {}),
  };
}

function datesOf(values: Record<string, unknown>, ...fields: ('sponsoredStartDate' | 'sponsoredEndDate')[]) {
  return Object.fromEntries(fields.map((field) => [field, formatPayloadDate(values[field])]).filter(([, date]) => date));
}

/** Analytics numbers: empty values are sent as '0' (002 §5). */
export function analyticsNumber(value: unknown): number | string {
  if (value === '' || value === undefined || value === null) return '0';
  const number = Number(value);
  return Number.isFinite(number) ? number : '0';
}

/** The garage SEO editor's route (002 §2): another screen, reached by navigation only. */
export const garageSeoEditPath = (garage: Garage) => `/admin/${product}/garageseoedit/${garageIdForCalls(garage)}`;
