import type { CellRule } from './rules';
/**
 * Facets and data checks of a client-paged list, declared as plain data: the list worker counts and
 * applies them where the rows are, without the resource definitions.
 */
/** A column a list is narrowed by; the filter value `source` holds the values ticked (one or a list). */
export interface FacetSpec {
  /** Filter name, also the facet's key. */
  source: string;
  /** Dotted path of the row's value; an array there gives one value per entry. */
  field: string;
  /** With an array of objects at `field`: each entry's field holding the value (`categoryName`). */
  each?: string;
  /** The value a row counts under, made from the row as its column shows it, instead of read at `field`. */
  shown?: CellRule;
}

/** A facet as a resource declares it: what it counts and how it reads. */
export interface FacetDeclaration extends FacetSpec {
  /** Translation key of the facet's heading. */
  label: string;
  /** Labels of coded values (translation keys by value: vehicle types, tiers); other values read as they are. */
  choices?: readonly { id: string | number; name: string }[];
}

/** A field format the console's own validators know (lib/validators). */
export type CheckFormat = 'pan' | 'gstin';

/**
 * A data check: rows that need someone's attention. Its label is `app.checks.<name>`; the list's
 * `check` filter value names the one applied (data/listQuery's CHECK_FILTER).
 * - duplicate: the field's value (trimmed, case and spaces ignored) is shared with another row; the
 *   rows the check shows come grouped by that value;
 * - missing: every field listed is empty (no value, blank text, an empty list);
 * - format: the field is empty or fails the console's format rule;
 * - olderThan: the date field is more than `days` days before now.
 */
export type CheckSpec =
  /** `field`: one, or several read in order where the documents allow either (the first holding a value). */
  | { name: string; kind: 'duplicate'; field: string | readonly string[] }
  | { name: string; kind: 'missing'; fields: string[] }
  | {
      name: string;
      kind: 'format';
      field: string | readonly string[];
      format: CheckFormat;
      /** For GSTIN: the row's PAN, which it must contain. */
      panField?: string;
    }
  | { name: string; kind: 'olderThan'; field: string; days: number };

/** Values and their counts under the other filters, most frequent first. */
export type FacetCounts = Record<string, { value: string; count: number }[]>;

/** Rows each check finds under the other filters, by check name. */
export type CheckCounts = Record<string, number>;
