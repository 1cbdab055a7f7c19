/**
 * A bulk sheet read in the browser before it is sent (README 'SEO bulk upload sheet'): its columns,
 * each row's title, and what the server would refuse in a row, with the server's own reason codes.
 * Loaded with the first sheet chosen; SheetJS comes with it.
 */
import type { SheetColumn, SheetRefusalCode } from '../../api/types';
import { vehicleTypeFits } from '../../core/choices';
import { bytesOf, startsWithBytes } from '../../lib/fileBytes';
import { SHEET_COLUMNS, SHEET_REQUIRED, type SheetTarget } from '../../api/seoSheet';
import { pageUrl, type SeoKind } from './model';
import { sheetPageKind, sheetVehicleType } from './sheet';
import { cityNameOf, stateNameOf } from '../locations/names';

/** The first sheet: its header row as written, and every non-blank row below it with its spreadsheet row number. */
export interface SheetGrid {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** The file is not a spreadsheet the console (or the server) can read. */
export class UnreadableSheet extends Error {}

/** .xlsx is a zip; .xls an OLE compound file, or the XML/HTML spreadsheets Excel also saves as .xls. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/** Whether the bytes are of the kind the name says; a CSV is text (no NUL byte). */
function looksLikeSheet(bytes: Uint8Array, fileName: string): boolean {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) return startsWithBytes(bytes, ZIP);
  if (name.endsWith('.xls')) return startsWithBytes(bytes, OLE) || /^\s*</.test(new TextDecoder().decode(bytes.subarray(0, 64)));
  return !bytes.subarray(0, 4096).includes(0);
}

/** Reads the first sheet as the server does: cells as text, blank rows skipped, rows numbered as in the spreadsheet. */
export async function readSheet(file: File): Promise<SheetGrid> {
  const bytes = await bytesOf(file);
  if (bytes.length === 0 || !looksLikeSheet(bytes, file.name)) throw new UnreadableSheet(file.name);
  const XLSX = await import('xlsx');
  let grid: string[][];
  let firstRow: number;
  try {
    const book = XLSX.read(bytes, { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]];
    grid = sheet ? XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true }) : [];
    firstRow = sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1;
  } catch {
    throw new UnreadableSheet(file.name);
  }
  const text = (cells: unknown[] | undefined) => (cells ?? []).map((cell) => String(cell ?? '').trim());
  return {
    // Blank header cells keep their place: the cells below are read by position.
    header: text(grid[0]),
    rows: grid
      .slice(1)
      .map((cells, index) => ({ row: firstRow + 1 + index, cells: text(cells) }))
      .filter(({ cells }) => cells.some(Boolean)),
  };
}

/** What the console knows, to check the rows against (names match without regard to case). */
export interface SheetCatalogue {
  categories: readonly { _id: string; categoryName?: string; vehicleType?: unknown }[];
  services: readonly { categoryId?: string; serviceName?: string }[];
  states: readonly { id: string; stateName?: string; name?: string }[];
  /** The cities of the states the sheet names, by state id. */
  cities: ReadonlyMap<string, readonly { cityName?: string; name?: string }[]>;
  /** URLs pages already have. */
  takenUrls: ReadonlySet<string>;
  /** The site's base URL, as the Add popups build URLs with it. */
  base: string;
}

export interface SheetProblem {
  code: SheetRefusalCode;
  column?: SheetColumn;
  value?: string;
}

export interface SheetRowCheck {
  row: number;
  title: string;
  problems: SheetProblem[];
}

export interface SheetCheck {
  /** The header row as written. */
  columns: string[];
  /** Required columns the header lacks: by the template, the server refuses the whole sheet. */
  missing: SheetColumn[];
  /** Where the header departs from the template: its columns it lacks, and columns it does not name. */
  notInSheet: SheetColumn[];
  notInTemplate: string[];
  rows: SheetRowCheck[];
}

const same = (a: string | undefined, b: string | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The sheet's rows as the server would take them: each row's problems, every one of them, in column order. */
export function checkSheet(target: SheetTarget, grid: SheetGrid, catalogue: SheetCatalogue): SheetCheck {
  const header = grid.header.map((cell) => cell.toLowerCase());
  const position = (column: SheetColumn) => header.indexOf(column.toLowerCase());
  const missing = SHEET_REQUIRED[target].filter((column) => position(column) < 0);
  const template = new Set<string>(SHEET_COLUMNS[target].map((column) => column.toLowerCase()));
  const urlsAbove = new Set<string>();
  const rows = grid.rows.map(({ row, cells }): SheetRowCheck => {
    const cell = (column: SheetColumn) => (position(column) < 0 ? '' : (cells[position(column)] ?? ''));
    const problems: SheetProblem[] = [];
    const problem = (code: SheetRefusalCode, column?: SheetColumn, value = column ? cell(column) : undefined) =>
      problems.push({ code, column, value });
    for (const column of SHEET_REQUIRED[target]) if (position(column) >= 0 && !cell(column)) problem('required', column);

    const kind: SeoKind | undefined = target === 'pages' ? 'page' : sheetPageKind(cell('Page Type'));
    if (!kind) problem('page_type', 'Page Type');
    const vehicleType = sheetVehicleType(cell('Vehicle Type'));
    if (cell('Vehicle Type') && !vehicleType) problem('vehicle_type', 'Vehicle Type');
    const category = catalogue.categories.find((entry) => same(entry.categoryName, cell('Category')));
    if (cell('Category') && !category) problem('category', 'Category');
    if (category && vehicleType && !vehicleTypeFits(category.vehicleType, vehicleType)) problem('category_vehicle', 'Category');
    const service = category && catalogue.services.find((entry) => entry.categoryId === category._id && same(entry.serviceName, cell('Service')));
    if (category && cell('Service') && !service) problem('service', 'Service');

    let city: string | undefined;
    if (target === 'pages') {
      const state = catalogue.states.find((entry) => same(stateNameOf(entry), cell('State')));
      if (cell('State') && !state) problem('state', 'State');
      city = state && (cityNameOf(catalogue.cities.get(state.id)?.find((entry) => same(cityNameOf(entry), cell('City'))) ?? {}) || undefined);
      if (state && cell('City') && !city) problem('city', 'City');
    }
    // The URL is built from the catalogue's spelling, as the server stores the page.
    if (problems.length === 0 && kind && service) {
      const url = pageUrl(kind, catalogue.base, { serviceName: service.serviceName, location: city });
      if (catalogue.takenUrls.has(url) || urlsAbove.has(url)) problem('duplicate_url', undefined, url);
      urlsAbove.add(url);
    }
    return { row, title: cell('Title'), problems };
  });
  return {
    columns: grid.header.filter(Boolean),
    missing,
    notInSheet: SHEET_COLUMNS[target].filter((column) => position(column) < 0),
    notInTemplate: grid.header.filter((column) => column && !template.has(column.toLowerCase())),
    rows,
  };
}
