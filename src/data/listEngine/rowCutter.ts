/**
 * Cuts the rows of a streamed JSON answer out of its bytes as they arrive and parses them with
 * JSON.parse, a batch per piece: a byte scan finds where each row of the array at `rowsAt` begins and
 * ends (tracking strings, escapes and nesting), and the rows of a piece are decoded and parsed as one
 * array. Everything outside that array (responseCode, message, totals) is kept and parsed at the end.
 * Structural characters are ASCII, so multi-byte UTF-8 characters split across pieces need no care
 * until a whole row is decoded; a row split across pieces waits for its end.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** Bytes of JSON that are not whitespace. */
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

export class RowCutter {
  private readonly path: string[];
  private readonly decoder = new TextDecoder();
  /** Bytes of a row not yet complete, kept from the previous piece. */
  private carry: Uint8Array | undefined;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Per open container: '{' or '[' and, for objects, the key read last. */
  private readonly containers: { object: boolean; key?: string }[] = [];
  /** Next string closes an object key at this depth (collected only along the rows' path). */
  private keyBytes: number[] | undefined;
  private expectKey = false;
  /** Depth of the rows' array once entered (its elements sit one deeper); -1 outside. */
  private rowsDepth = -1;
  private rowsDone = false;
  /** Start of the row being read (offset into the current buffer), -1 between rows. */
  private rowStart = -1;
  /** Everything outside the rows' array, parsed at the end for the answer's other fields. */
  private readonly outside: Uint8Array[] = [];

  /** `rowsAt`: the dotted path of the rows' array in the answer (`garages`, `data.data`). */
  constructor(rowsAt: string) {
    this.path = rowsAt.split('.');
  }

  private inRowsArray(): boolean {
    return this.rowsDepth >= 0 && this.depth === this.rowsDepth;
  }

  /** The path of the container being opened matches the rows' path (its last key is the rows' name). */
  private opensRows(): boolean {
    if (this.rowsDone || this.depth !== this.path.length) return false;
    for (let level = 0; level < this.path.length; level++) {
      const container = this.containers[level];
      if (!container?.object || container.key !== this.path[level]) return false;
    }
    return true;
  }

  /** Feeds one piece; returns the rows it completed (parsed). */
  write(piece: Uint8Array): unknown[] {
    let bytes = piece;
    let from = 0;
    if (this.carry) {
      bytes = new Uint8Array(this.carry.length + piece.length);
      bytes.set(this.carry);
      bytes.set(piece, this.carry.length);
      from = this.carry.length;
      this.carry = undefined;
    }
    const end = bytes.length;
    /** First and end offset of the complete rows of this piece (contiguous, separated by commas). */
    let firstRow = -1;
    let lastRowEnd = -1;
    /** Where bytes outside the rows' array start being kept, or -1 while inside it. */
    let outsideFrom = this.rowsDepth >= 0 ? -1 : from;
    let i = from;
    while (i < end) {
      if (this.inString) {
        // Inside a string only a quote or a backslash matters.
        if (this.escaped) {
          this.escaped = false;
          if (this.keyBytes) this.keyBytes.push(bytes[i]);
          i++;
          continue;
        }
        let byte = bytes[i];
        while (byte !== QUOTE && byte !== BACKSLASH) {
          if (this.keyBytes) this.keyBytes.push(byte);
          if (++i === end) break;
          byte = bytes[i];
        }
        if (i === end) break;
        if (byte === BACKSLASH) {
          if (this.keyBytes) this.keyBytes.push(byte);
          this.escaped = true;
          i++;
          continue;
        }
        this.inString = false;
        if (this.keyBytes) {
          const key = this.keyBytes;
          this.keyBytes = undefined;
          this.containers[this.depth - 1].key = JSON.parse(`"${this.decoder.decode(new Uint8Array(key))}"`) as string;
        }
        i++;
        continue;
      }
      const byte = bytes[i];
      switch (byte) {
        case QUOTE:
          this.inString = true;
          if (this.expectKey && this.depth <= this.path.length) this.keyBytes = [];
          this.expectKey = false;
          break;
        case OPEN_OBJECT:
        case OPEN_ARRAY:
          if (this.inRowsArray() && this.rowStart < 0) this.rowStart = i;
          if (byte === OPEN_ARRAY && this.opensRows()) {
            this.rowsDepth = this.depth + 1;
            // Keep the '[' outside; the rows go elsewhere.
            this.outside.push(bytes.slice(outsideFrom, i + 1));
            outsideFrom = -1;
          }
          this.depth++;
          if (this.depth <= this.path.length + 1) this.containers[this.depth - 1] = { object: byte === OPEN_OBJECT };
          this.expectKey = byte === OPEN_OBJECT;
          break;
        case CLOSE_OBJECT:
        case CLOSE_ARRAY:
          if (this.inRowsArray()) {
            // The end of the rows' array (a row still open ends here too).
            if (this.rowStart >= 0) {
              if (firstRow < 0) firstRow = this.rowStart;
              lastRowEnd = i;
              this.rowStart = -1;
            }
            this.rowsDepth = -1;
            this.rowsDone = true;
            outsideFrom = i;
          }
          this.depth--;
          this.expectKey = false;
          break;
        case COMMA:
          if (this.inRowsArray()) {
            if (this.rowStart >= 0) {
              if (firstRow < 0) firstRow = this.rowStart;
              lastRowEnd = i;
              this.rowStart = -1;
            }
          } else {
            this.expectKey = this.depth > 0 && this.containers[this.depth - 1]?.object === true;
          }
          break;
        case COLON:
          break;
        default:
          // A number, true, false or null that is a row of its own.
          if (this.inRowsArray() && this.rowStart < 0 && !isSpace(byte)) this.rowStart = i;
      }
      // A string, object or array that is a row starts here.
      if (byte === QUOTE && this.rowStart < 0 && this.depth === this.rowsDepth && this.rowsDepth >= 0) this.rowStart = i;
      i++;
    }
    const rows = firstRow >= 0 ? (JSON.parse(`[${this.decoder.decode(bytes.subarray(firstRow, lastRowEnd))}]`) as unknown[]) : [];
    if (this.rowStart >= 0) {
      this.carry = bytes.slice(this.rowStart);
      this.rowStart = 0;
    }
    if (outsideFrom >= 0 && outsideFrom < end) this.outside.push(bytes.slice(outsideFrom, end));
    return rows;
  }

  /** The rows' array was met (a list answer without it is not the documented one). */
  get foundRows(): boolean {
    return this.rowsDone || this.rowsDepth >= 0;
  }

  /** The answer without its rows (the rows' array left empty), once every piece is in. */
  end(): Record<string, unknown> {
    const parts = this.outside;
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const whole = new Uint8Array(length);
    let offset = 0;
    for (const part of parts) {
      whole.set(part, offset);
      offset += part.length;
    }
    const text = this.decoder.decode(whole).trim();
    if (!text) return {};
    const head: unknown = JSON.parse(text);
    return head && typeof head === 'object' && !Array.isArray(head) ? (head as Record<string, unknown>) : {};
  }
}
