import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { exportMatrix, toCell } from '../../src/lib/spreadsheet';
import { category } from '../../src/areas/catalogue/category';

describe('export', () => {
  it('writes formula-like text as typed text, never as a formula', () => {
    const matrix = exportMatrix(
      [{ header: 'Name', value: (row: { name: string }) => row.name }],
      [{ name: '=HYPERLINK("http://x","y")' }, { name: '+91 98765' }, { name: '-5' }, { name: '@SUM(A1)' }],
    );
    const sheet: Record<string, unknown> = { '!ref': 'A1:A5' };
    matrix.forEach((row, r) => (sheet[XLSX.utils.encode_cell({ r, c: 0 })] = row[0]));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet as never, 'exported_data');
    const reread = XLSX.read(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }), { cellFormula: true });
    const cells = ['A2', 'A3', 'A4', 'A5'].map((ref) => reread.Sheets.exported_data[ref]);
    expect(cells.map((cell) => [cell.t, cell.f])).toEqual([
      ['s', undefined],
      ['s', undefined],
      ['s', undefined],
      ['s', undefined],
    ]);
    expect(cells[0].v).toBe('=HYPERLINK("http://x","y")');
  });

  it('keeps numbers numeric and blanks empty', () => {
    expect(toCell(12)).toEqual({ t: 'n', v: 12 });
    expect(toCell(undefined)).toEqual({ t: 's', v: '' });
  });

  it('uses the fixed category columns in order', () => {
    const matrix = exportMatrix(category.export!.columns, [
      { _id: '1', categoryName: 'Tyres', vehicleType: 3, status: false, createdAt: '2026-02-03T10:00:00Z' },
    ]);
    expect(matrix.map((row) => row.map((cell) => cell.v))).toEqual([
      ['S.No', 'Created', 'Category Name', 'Vehicle Type', 'Status'],
      [1, '03-02-2026', 'Tyres', 'Both', 'Inactive'],
    ]);
  });
});
