/**
 * Row rules and export cells as plain data. The list worker applies them without the resource
 * definitions (and the screens those import), so a rule written only as code cannot be declared:
 * the types below carry their data, and data/rowRules builds the functions from it.
 */

export type RowRule =
  /** The field equals the value (as a number with `asNumber`; trimmed and lower-cased with `ignoreCase`). */
  | { field: string; equals: string | number | boolean; asNumber?: boolean; ignoreCase?: boolean }
  /** The field is truthy. */
  | { field: string; truthy: true }
  /** The field was not sent (absent, null or empty text). */
  | { field: string; unsent: true }
  /** The field's date is past: the end of its day (the whole day still counts). */
  | { field: string; past: 'day' }
  | { all: RowRule[] }
  | { any: RowRule[] }
  | { not: RowRule };

/** A row test carrying its rule (built with data/rowRules' whenRule or whenField). */
export type RowTest<Row> = ((row: Row) => boolean) & { readonly rule: RowRule };
/** A row's field value carrying the field (data/rowRules' fieldValue). */
export type RowValue<Row> = ((row: Row) => unknown) & { readonly field: string };

/** How a report column's value is written to the export: a date, a percentage, a link ('-' when none), or as it is (a count too). */
export type CellFormat = 'text' | 'count' | 'date' | 'money' | 'percent' | 'link' | 'image' | 'label';

/** How an export cell is made from a row, as plain data. */
/**
 * What a list's free-text search reads of a row: a (dotted) field as it is, or a cell rule's text (a
 * value sent as a code searched by its name, as the facet counts it).
 */
export type SearchEntry = string | CellRule;

export type CellRule =
  /** The row's number in the file, from 1. */
  | { rowNumber: true }
  /** A (dotted) field of the row, as it is. */
  | { at: string }
  | { text: string | number }
  /** DD-MM-YYYY, '-' when unreadable. */
  | { date: CellRule }
  /** A report column's export format (formatCell). */
  | { format: CellFormat; of: CellRule }
  /** The label of the value; `otherwise` (default: the value itself) when it has none. */
  | { label: CellRule; labels: Record<string, string>; otherwise?: CellRule }
  /** The first value that is not null or undefined (`??`); the last one otherwise. */
  | { first: CellRule[] }
  /** The first truthy value (`||`); the last one otherwise. */
  | { firstTruthy: CellRule[] }
  | { when: RowRule; then: CellRule; else: CellRule }
  /** Each entry of a list field (none when absent) made with `item`, joined; empty ones left out with `skipEmpty`, entries failing `only` too. */
  | { each: string; item: CellRule; join: string; skipEmpty?: boolean; only?: RowRule }
  /** Values joined as an array joins them (null and undefined as ''). */
  | { join: CellRule[]; with: string }
  /** Values written one after the other as a template writes them. */
  | { concat: CellRule[] };

type Cell = string | number | boolean | null | undefined;

/** An export cell carrying its rule (data/rowRules' cell). */
export type ExportCell<Row> = ((row: Row, index?: number) => Cell) & { readonly rule: CellRule };

/** One column of a resource's export: a fixed heading and its cell as data. */
export interface ExportColumn<Row> {
  /** Fixed column heading, as the spec names it. */
  header: string;
  value: ExportCell<Row>;
}
