import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { exportMatrix, toCell, workbookBytes } from '../../src/lib/spreadsheet';
import { category } from '../../src/areas/catalogue/category';

describe('export', () => {
  it('writes formula-like text as typed text, never as a formula', async () => {
    const matrix = exportMatrix(
      [{ header: 'Name', value: (row: { name: string }) => row.name }],
      [{ name: '=HYPERLINK("http://x","y")' }, { name: '+91 98765' }, { name: '-5' }, { name: '@SUM(A1)' }],
    );
    const reread = XLSX.read(await workbookBytes(matrix), { cellFormula: true });
    const cells = ['A2', 'A3', 'A4', 'A5'].map((ref) => reread.Sheets.exported_data[ref]);
    expect(cells.map((cell) => [cell.t, cell.f])).toEqual([
      ['s', undefined],
      ['s', undefined],
      ['s', undefined],
      ['s', undefined],
    ]);
    expect(cells[0].v).toBe('=HYPERLINK("http://x","y")');
  });

  it('writes a file every reader opens: markup, spaces, characters XML forbids, every UTF-8 length, numbers, booleans, blanks', async () => {
    const matrix = [
      [toCell('Text'), toCell('Number'), toCell('Flag'), toCell('Blank')],
      [toCell('<b>Tom & "Jerry"</b>'), toCell(-12.5), toCell(true), toCell(undefined)],
      [toCell('  padded  '), toCell(1e21), toCell(false), toCell(null)],
      [toCell('bell\u0007 and tab\t, गैराज 車庫 🚗'), toCell(0), toCell('x'), toCell('')],
    ];
    const book = XLSX.read(await workbookBytes(matrix, 'template'));
    expect(book.SheetNames).toEqual(['template']);
    expect(XLSX.utils.sheet_to_json(book.Sheets.template, { header: 1, defval: '' })).toEqual([
      ['Text', 'Number', 'Flag', 'Blank'],
      ['<b>Tom & "Jerry"</b>', -12.5, true, ''],
      ['  padded  ', 1e21, false, ''],
      ['bell and tab\t, गैराज 車庫 🚗', 0, 'x', ''],
    ]);
  });

  it('keeps numbers numeric and blanks empty', () => {
    expect(toCell(12)).toEqual({ t: 'n', v: 12 });
    expect(toCell(undefined)).toEqual({ t: 's', v: '' });
  });

  it('uses the fixed category columns in order', () => {
    const matrix = exportMatrix(category.export!.columns, [
      { _id: '1', categoryName: 'Tyres', vehicleType: 3, status: false, createdAt: '2026-02-03T10:00:00Z' },
      { _id: '2', categoryName: 'Wash', vehicleType: 1, status: true, createdAt: '2026-02-04T10:00:00Z' },
      // Sent without its status: '-', as its badge shows, not a guess.
      { _id: '3', categoryName: 'Glass', vehicleType: 2, createdAt: '2026-02-05T10:00:00Z' },
    ]);
    expect(matrix.map((row) => row.map((cell) => cell.v))).toEqual([
      ['S.No', 'Created', 'Category Name', 'Vehicle Type', 'Status'],
      [1, '03-02-2026', 'Tyres', 'Both', 'Inactive'],
      [2, '04-02-2026', 'Wash', 'Car', 'Active'],
      [3, '05-02-2026', 'Glass', 'Bike', '-'],
    ]);
  });
});
