/**
 * The SEO lists' bulk sheets (002 'Upload Sheet'): the files taken, the call a list's sheet goes to,
 * how its cells read, and the template each list offers. Loaded with the upload button, not the start.
 */
import type { SheetColumn, VehicleType } from '../../api/types';
import { SHEET_COLUMNS, type SheetTarget } from '../../api/seoSheet';
import type { SeoKind } from './model';

/** A bulk sheet must be a spreadsheet (the spec checks nothing; a wrong file is refused before sending). */
export const SHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
export const isSpreadsheet = (fileName: string) => SHEET_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension));

/** The bulk call a list's sheet goes to: Pages use /bulkSEOUpload, Near Me and Service Pages /bulkSEOUploadNearMe. */
export const sheetTargetOf = (kind: SeoKind): SheetTarget => (kind === 'page' ? 'pages' : 'nearMe');

/** 'Vehicle Type' cells: the popup's Car and Bike, or their codes. */
export function sheetVehicleType(cell: string): VehicleType | undefined {
  const text = cell.trim().toLowerCase();
  if (text === 'car' || text === '1' || text === '4w') return 1;
  if (text === 'bike' || text === '2' || text === '2w') return 2;
  return undefined;
}

/** 'Page Type' cells of a near-me sheet. */
export function sheetPageKind(cell: string): SeoKind | undefined {
  const text = cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (text === '' || text === 'nearme') return 'nearme';
  if (text === 'servicepage' || text === 'servicepages') return 'servicePage';
  return undefined;
}

/** Header row and one example row of the template each list offers for download. */
export function sheetTemplate(kind: SeoKind): string[][] {
  const target = sheetTargetOf(kind);
  const example: Record<SheetColumn, string> = {
    Title: kind === 'page' ? 'Basic Car Service in Pune' : kind === 'nearme' ? 'Basic Car Service Near Me' : 'Basic Car Services',
    'Vehicle Type': 'Car',
    Category: 'Periodic Service',
    Service: 'Basic Car Service',
    State: 'Maharashtra',
    City: 'Pune',
    Area: 'Kothrud',
    'Page Type': kind === 'servicePage' ? 'Service Page' : 'Near Me',
  };
  const columns: readonly SheetColumn[] = SHEET_COLUMNS[target];
  return [columns.slice(), columns.map((column) => example[column])];
}

export const SHEET_TEMPLATE_FILES: Record<SeoKind, string> = {
  page: 'pages_template.xlsx',
  nearme: 'nearme_template.xlsx',
  servicePage: 'service_pages_template.xlsx',
};
