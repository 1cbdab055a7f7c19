import * as XLSX from 'xlsx';

/** The cell values of a saved .xlsx file's first sheet as a reader opens them, header row first ('' for a blank). */
export function sheetValues(file: BlobPart): unknown[][] {
  const book = XLSX.read(file as Uint8Array);
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
}
