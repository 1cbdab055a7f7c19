import type { SheetColumn } from './types';

/**
 * The SEO bulk sheets' columns (docs/seo-sheet.md), written once for the console, which checks and
 * offers the sheets, and the sandbox, which reads them as the server does.
 */

/** POST /bulkSEOUpload reads Pages sheets; POST /bulkSEOUploadNearMe reads Near Me and Service Pages sheets. */
export type SheetTarget = 'pages' | 'nearMe';

/**
 * Columns of each sheet: the fields of the Add popups in their order. 'Page Type' (Near Me or Service
 * Page, Near Me when empty) tells the one near-me call which list a row belongs to. Headers match
 * without regard to case.
 */
export const SHEET_COLUMNS: Record<SheetTarget, readonly SheetColumn[]> = {
  pages: ['Title', 'Vehicle Type', 'Category', 'Service', 'State', 'City', 'Area'],
  nearMe: ['Title', 'Vehicle Type', 'Category', 'Service', 'Page Type'],
};

/** Columns a sheet may leave out and a row leave empty. */
const OPTIONAL_COLUMNS: readonly SheetColumn[] = ['Area', 'Page Type'];
const requiredOf = (columns: readonly SheetColumn[]) => columns.filter((column) => !OPTIONAL_COLUMNS.includes(column));

/** Columns a sheet must have and each of its rows must fill. */
export const SHEET_REQUIRED: Record<SheetTarget, readonly SheetColumn[]> = {
  pages: requiredOf(SHEET_COLUMNS.pages),
  nearMe: requiredOf(SHEET_COLUMNS.nearMe),
};
