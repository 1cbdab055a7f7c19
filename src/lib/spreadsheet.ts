import { saveFile } from './saveFile';
import type { SheetCell } from './xlsxWriter';

/** One column of an exported sheet. */
export interface ExportColumn<Row> {
  /** Fixed column heading, as the spec names it. */
  header: string;
  value: (row: Row, index: number) => string | number | boolean | null | undefined;
}

export type { SheetCell };

/**
 * One cell. Strings are written as typed text cells (never formulas), so a value starting with
 * = + - or @ cannot run when the file is opened (formula injection).
 */
export function toCell(value: unknown): SheetCell {
  if (typeof value === 'number' && Number.isFinite(value)) return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  return { t: 's', v: value === null || value === undefined ? '' : String(value) };
}

/** The header row: the columns' fixed headings. */
export const exportHeader = <Row>(columns: readonly ExportColumn<Row>[]): SheetCell[] => columns.map((column) => toCell(column.header));

/** One record's row; `index` is its place among the exported rows (S.No). */
export const exportRow = <Row>(columns: readonly ExportColumn<Row>[], row: Row, index: number): SheetCell[] =>
  columns.map((column) => toCell(column.value(row, index)));

/** Header row plus one row per record, in the fixed column order. */
export function exportMatrix<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): SheetCell[][] {
  return [exportHeader(columns), ...rows.map((row, index) => exportRow(columns, row, index))];
}

export const DEFAULT_EXPORT_FILE = 'exported_data.xlsx';
export const DEFAULT_SHEET = 'exported_data';

/** The .xlsx file of a matrix (the writer loads with the first export). */
export async function workbookBytes(matrix: readonly (readonly SheetCell[])[], sheetName = DEFAULT_SHEET): Promise<Uint8Array<ArrayBuffer>> {
  const { XlsxWriter } = await import('./xlsxWriter');
  const writer = new XlsxWriter(sheetName);
  writer.add(matrix);
  return writer.finish();
}

/** Builds the file of a matrix and starts its download. */
export async function downloadWorkbook(matrix: readonly (readonly SheetCell[])[], fileName = DEFAULT_EXPORT_FILE, sheetName = DEFAULT_SHEET) {
  saveFile(await workbookBytes(matrix, sheetName), fileName);
}
