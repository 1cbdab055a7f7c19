import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { api, type QuotesPayload } from '../../../api/endpoints';
import { AnswerUnreadable, ApiError } from '../../../api/http';
import { serverMessageOf } from '../../../api/failures';
import type { Quote } from '../../../api/types';
import { cell } from '../../../data/rowRules';
import { defineResource } from '../../../core/defineResource';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Quote search (002 §5): name, phone, e-mail, garage name. */
export const QUOTE_SEARCH = ['name', 'phoneNumber', 'email', 'garageId.garageName'];

/** `YYYY-MM-DD` (filter bar) -> `DD-MM-YYYY`, the range picker's format; '' when unset. */
export function toPickerDate(value: unknown): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value ?? ''));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** Filter values and page -> POST /{product}/getQuotes (002 §7); no garage, customer or source filter on this screen. */
export function toQuotesRequest(filter: Record<string, unknown>, page: number, limit: number): QuotesPayload {
  return {
    page,
    limit,
    garageId: '',
    customerId: '',
    source: '',
    startDate: toPickerDate(filter.from),
    endDate: toPickerDate(filter.to),
  };
}

/**
 * Quotes and users answer handling (002 §8): 400 shows the server's message, any other failure
 * 'Something went wrong'. The status is kept so a 401 still ends the session.
 */
export function listFailure(error: unknown, genericKey: string): unknown {
  if (!(error instanceof ApiError)) return error;
  // A network failure, and an answer not as documented (named by call and field), say what they are.
  if (error.status === 0 || error instanceof AnswerUnreadable) return error;
  // The server's own words only: without them, the generic text rather than the HTTP status text ('Bad Request').
  const serverWords = error.responseCode === 400 || error.status === 400 ? serverMessageOf(error) : undefined;
  return new ApiError(serverWords ?? genericKey, error.status, error.responseCode, error.body);
}

/** Quotes (002 'Quotes'): server paging; a search looks through every quote of the date range. */
export const quotes = defineResource<Quote>({
  name: 'quotes',
  key: 'quotes',
  portal: 'product',
  menu: { icon: RequestQuoteIcon, order: 100 },
  list: lazyComponent(() => import('./QuoteList')),
  idField: 'id',
  pageSize: 10,
  search: QUOTE_SEARCH,
  dateField: 'date',
  read: {
    pages: api.quoteList,
    body: ({ filter, page, perPage }) => toQuotesRequest(filter, page, perPage),
    rows: 'data',
    total: 'totalQuotes',
    limit: 'limit',
    serverFilters: ['from', 'to'],
    failure: (error) => listFailure(error, 'resources.quotes.errors.generic'),
  },
  export: {
    fileName: 'quotes_data.xlsx',
    failedKey: 'resources.quotes.errors.export',
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Date', value: cell({ date: { at: 'date' } }) },
      { header: 'Name', value: cell({ at: 'name' }) },
      { header: 'Phone Number', value: cell({ at: 'phoneNumber' }) },
      { header: 'Email', value: cell({ at: 'email' }) },
      { header: 'Note', value: cell({ at: 'note' }) },
      { header: 'Source', value: cell({ at: 'source' }) },
      { header: 'Garage Name', value: cell({ at: 'garageId.garageName' }) },
      { header: 'Customer Image', value: cell({ at: 'customerImage' }) },
    ],
  },
});
