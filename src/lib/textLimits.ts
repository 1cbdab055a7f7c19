/** Longest value of a one-line field (names, titles, codes, addresses). */
export const TEXT_LIMIT = 150;
/** Longest value of a multi-line field (descriptions, about texts, reasons). */
export const LONG_TEXT_LIMIT = 2000;
/** Longest web address. */
export const URL_LIMIT = 500;
/** Longest markup of a rich-text SEO field (title, description, meta data, canonical, site map, site type). */
export const SEO_FIELD_LIMIT = 5000;
/** Longest markup of a rich-text page content (the paragraph, a 'Why' description). */
export const RICH_TEXT_LIMIT = 100_000;
/** A counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/** Whether a value is past its field's limit: it is refused, never cut short; not the value the server already `held`. */
export const overLimit = (value: string, limit: number, held?: string) => value.length > limit && value !== held;

/** A field's line near and past its limit: the refusal, the counter, or nothing. */
export function lengthHelp(translate: (key: string, options?: object) => string, length: number, limit: number) {
  const over = length > limit;
  const counter = length >= limit * COUNTER_FROM ? translate('app.validation.counter', { length, max: limit }) : undefined;
  const refusal = over ? translate('app.validation.max_length', { max: limit }) : undefined;
  return { over, counter, text: [refusal, counter].filter(Boolean).join(' ') || undefined };
}
