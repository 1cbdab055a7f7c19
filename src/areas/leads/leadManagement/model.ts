import type { LeadListRow, LeadSource } from '../../../api/types';
import { createRetryStatus } from '../../../data/retryStatus';
import type { Choice } from '../../../core/defineResource';
import { whenRule, type RowRule } from '../../../data/rowRules';

/** Coin state per lead: the server sends 'Clicked' / 'Not Clicked' or a boolean (also as text, 'true'). */
export const COIN_CLICKED: RowRule = {
  any: [
    { field: 'coinStatus', equals: true },
    { field: 'coinStatus', equals: 'true', ignoreCase: true },
    { field: 'coinStatus', equals: 'clicked', ignoreCase: true },
  ],
};

/** Lead sources (001 §3): the form's choices, and the lead lists' Source column and facet. */
export const LEAD_SOURCES: readonly LeadSource[] = ['Direct Call', 'View Garage', 'Service Search', 'Request Quote'];
export const LEAD_SOURCE_CHOICES: Choice[] = LEAD_SOURCES.map((source) => ({ id: source, name: `resources.leadManagement.source.${source}` }));

/** Lead form vehicle type (001 §3): 1 = 4W, 2 = 2W. */
export const LEAD_VEHICLE_TYPES: Choice[] = [
  { id: 1, name: 'resources.leadManagement.vehicle.four_wheeler' },
  { id: 2, name: 'resources.leadManagement.vehicle.two_wheeler' },
];

export const PHONE_LENGTH = 10;

export const PHONE_PATTERN = /^\d{10}$/;

/**
 * The lead list is retried every second while the server answers 503 (001 §4); past this many tries
 * the user sees an error with Retry instead of waiting for ever.
 */
export const LEAD_LIST_RETRY_LIMIT = 30;

/** The retry attempt of the lead list call in flight, for the screen's 'retrying' notice. */
export const leadListRetry = createRetryStatus();

export const isCoinClicked = whenRule<Pick<LeadListRow, 'coinStatus'>>(COIN_CLICKED);
