import type { ExtraFilter } from '../core/defineResource';
import { fieldValue } from './rowRules';

/**
 * The rows of GET /customerManagement that Customer Management and the customer leads both show, by
 * their `fits` mark (src/api/customerManagement.ts). Its notice counts them; without choices it stays
 * out of the filter bar unless a link sets it.
 */
export const UNSURE_FIT_FILTER: ExtraFilter<object> = { source: 'fits', label: 'app.unsure_fit.filter', choices: [], value: fieldValue('fits') };
