/**
 * Writes an .xlsx file of one sheet a batch of rows at a time: the sheet's XML and the zip around it
 * are written here, the deflate is the browser's own (CompressionStream). Strings are inline text
 * cells, never formulas. Measured against SheetJS, fflate and zip.js in docs/libraries.md ('Spreadsheets').
 */
// Declared here, not in spreadsheet.ts: that module loads this one lazily, and a type import back would close a circle.
export type SheetCell = { t: 's'; v: string } | { t: 'n'; v: number } | { t: 'b'; v: boolean };

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Characters XML 1.0 does not allow (the file would not open). */
const NOT_XML = /[^\P{Cc}\t\n\r\u007f-\u009f]|[\ufffe\uffff]/gu;
const SPACE_AT_ENDS = /^\s|\s$/;
const MARKUP = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Any character `xmlText` changes: most values have none, and a test costs less than two replaces. */
const CHANGED = /[^\P{Cc}\t\n\r\u007f-\u009f]|[&<>"\ufffe\uffff]/u;

export function xmlText(value: string): string {
  return CHANGED.test(value) ? value.replace(NOT_XML, '').replace(MARKUP, (character) => ENTITIES[character]) : value;
}

function cellXml(cell: SheetCell): string {
  if (cell.t === 'n') return `<c><v>${cell.v}</v></c>`;
  if (cell.t === 'b') return `<c t="b"><v>${cell.v ? 1 : 0}</v></c>`;
  if (cell.v === '') return '<c/>';
  // Readers trim a text's outer spaces unless told to keep them.
  const keep = SPACE_AT_ENDS.test(cell.v) ? ' xml:space="preserve"' : '';
  return `<c t="inlineStr"><is><t${keep}>${xmlText(cell.v)}</t></is></c>`;
}

const encoder = new TextEncoder();
let scratch = new Uint8Array(0);
/**
 * UTF-8 bytes of a text: `encodeInto` a reused buffer of the worst case, then a copy of what was written
 * (several times faster than `encode` in Chromium).
 */
function utf8(text: string): Uint8Array<ArrayBuffer> {
  if (scratch.length < text.length * 3) scratch = new Uint8Array(text.length * 3);
  return scratch.slice(0, encoder.encodeInto(text, scratch).written);
}

/** CRC-32 tables for eight bytes at a step (slicing-by-8), built with the first file. */
let crcTables: Int32Array[] | undefined;
function tables(): Int32Array[] {
  if (crcTables) return crcTables;
  const first = new Int32Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    first[byte] = crc;
  }
  crcTables = [first];
  for (let step = 1; step < 8; step++) {
    const previous = crcTables[step - 1];
    crcTables.push(previous.map((value) => (value >>> 8) ^ first[value & 255]));
  }
  return crcTables;
}

/** The zip's CRC-32 of `bytes`, continuing from `crc` (0 to start). */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = tables();
  let value = ~crc;
  let index = 0;
  for (const end = bytes.length - 8; index <= end; index += 8) {
    const low = value ^ (bytes[index] | (bytes[index + 1] << 8) | (bytes[index + 2] << 16) | (bytes[index + 3] << 24));
    value =
      t7[low & 255] ^
      t6[(low >>> 8) & 255] ^
      t5[(low >>> 16) & 255] ^
      t4[low >>> 24] ^
      t3[bytes[index + 4]] ^
      t2[bytes[index + 5]] ^
      t1[bytes[index + 6]] ^
      t0[bytes[index + 7]];
  }
  for (; index < bytes.length; index++) value = t0[(value ^ bytes[index]) & 255] ^ (value >>> 8);
  return ~value >>> 0;
}

/** One file in the zip: its name, CRC, sizes, and its bytes as stored (deflated, or as they are). */
interface Entry {
  name: Uint8Array<ArrayBuffer>;
  crc: number;
  size: number;
  method: 0 | 8;
  data: Uint8Array<ArrayBuffer>[];
}

const stored = (path: string, text: string): Entry => {
  const bytes = utf8(text);
  return { name: utf8(path), crc: crc32(bytes), size: bytes.length, method: 0, data: [bytes] };
};
const lengthOf = (pieces: readonly Uint8Array[]) => pieces.reduce((sum, piece) => sum + piece.length, 0);

/** Local headers, data, central directory and its end record (no zip64: a sheet stays far below 4 GB). */
function zipOf(entries: readonly Entry[]): Uint8Array<ArrayBuffer> {
  const compressed = entries.map((entry) => lengthOf(entry.data));
  const size = entries.reduce((sum, entry, index) => sum + 30 + 46 + 2 * entry.name.length + compressed[index], 22);
  const file = new Uint8Array(size);
  const view = new DataView(file.buffer);
  let at = 0;
  /** Little-endian fields of 2 and 4 bytes, in order. */
  const fields = (...values: [2 | 4, number][]) => {
    for (const [width, value] of values) {
      if (width === 2) view.setUint16(at, value, true);
      else view.setUint32(at, value, true);
      at += width;
    }
  };
  const bytes = (piece: Uint8Array) => {
    file.set(piece, at);
    at += piece.length;
  };
  // Version 2.0, no flags, method, 1980-01-01 00:00 (the file's own time is not kept), CRC, sizes, name length, no extra field.
  const described = (entry: Entry, index: number): [2 | 4, number][] => [
    [2, 20],
    [2, 0],
    [2, entry.method],
    [2, 0],
    [2, 0x21],
    [4, entry.crc],
    [4, compressed[index]],
    [4, entry.size],
    [2, entry.name.length],
    [2, 0],
  ];
  const offsets = entries.map((entry, index) => {
    const offset = at;
    fields([4, 0x04034b50], ...described(entry, index));
    bytes(entry.name);
    entry.data.forEach(bytes);
    return offset;
  });
  const directory = at;
  entries.forEach((entry, index) => {
    // Made by 2.0; no comment, disk 0, no attributes; where its local header is.
    fields([4, 0x02014b50], [2, 20], ...described(entry, index), [2, 0], [2, 0], [2, 0], [4, 0], [4, offsets[index]]);
    bytes(entry.name);
  });
  fields([4, 0x06054b50], [2, 0], [2, 0], [2, entries.length], [2, entries.length], [4, at - directory], [4, directory], [2, 0]);
  return file;
}

/** The package's other parts: content types, relationships, the workbook naming the sheet, plain styles. */
function packageParts(sheetName: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${OFFICE}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/** One sheet's file: `add` batches of rows in order, then `finish` for the bytes. */
export class XlsxWriter {
  private readonly deflate = new CompressionStream('deflate-raw');
  private readonly input = this.deflate.writable.getWriter();
  private readonly output: Promise<Uint8Array<ArrayBuffer>[]>;
  private crc = 0;
  private size = 0;

  constructor(private readonly sheetName: string) {
    // Read as it is written, so the deflated pieces do not pile up in the stream.
    this.output = (async () => {
      const pieces: Uint8Array<ArrayBuffer>[] = [];
      const reader = this.deflate.readable.getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) pieces.push(next.value);
      return pieces;
    })();
    this.write(`${HEAD}<worksheet xmlns="${MAIN}"><sheetData>`);
  }

  private write(xml: string): void {
    const bytes = utf8(xml);
    this.crc = crc32(bytes, this.crc);
    this.size += bytes.length;
    // Not awaited: the stream queues it, and a failure surfaces in finish().
    this.input.write(bytes).catch(() => undefined);
  }

  add(rows: readonly (readonly SheetCell[])[]): void {
    let xml = '';
    for (const row of rows) {
      xml += '<row>';
      for (const cell of row) xml += cellXml(cell);
      xml += '</row>';
    }
    this.write(xml);
  }

  async finish(): Promise<Uint8Array<ArrayBuffer>> {
    this.write('</sheetData></worksheet>');
    await this.input.close();
    const sheet: Entry = { name: utf8('xl/worksheets/sheet1.xml'), crc: this.crc, size: this.size, method: 8, data: await this.output };
    return zipOf([...packageParts(this.sheetName).map(([path, xml]) => stored(path, HEAD + xml)), sheet]);
  }
}
