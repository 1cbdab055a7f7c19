/**
 * The sandbox's own input rules, as a real server would hold them (the console's forms check the same
 * before sending): lengths, names with a letter, numbers in range, http(s) links. Each check answers
 * the refusal's message, or undefined when the value passes. A value equal to the one already stored
 * always passes: rows older than a rule stay editable.
 */
export const SERVER_TEXT_LIMIT = 150;
export const SERVER_LONG_TEXT_LIMIT = 2000;
export const SERVER_URL_LIMIT = 500;
export const SERVER_MAX_RUPEES = 10_000_000;
/** Counts a person enters (jobs, ratings, reviews), coins and a feature's count, as the console's forms allow. */
export const SERVER_MAX_COUNT = 10_000_000;
export const SERVER_MAX_COINS = 1_000_000;
export const SERVER_MAX_FEATURE_COUNT = 1_000_000;
export const SERVER_EMAIL_LIMIT = 254;

type Check = string | undefined;

/** Text of at most `max` characters that is not spaces alone; `name` also needs a letter. */
export function checkText(
  field: string,
  value: unknown,
  { max = SERVER_TEXT_LIMIT, name = false, stored }: { max?: number; name?: boolean; stored?: unknown } = {},
): Check {
  if (value === undefined || value === null || value === '') return undefined;
  if (stored !== undefined && value === stored) return undefined;
  const text = String(value);
  if (text.trim() === '') return `${field} cannot be blank`;
  if (text.length > max) return `${field} must be at most ${max} characters`;
  if (name && !/\p{L}/u.test(text)) return `${field} must contain a letter`;
  return undefined;
}

/** A number from `min` to `max`. */
export function checkNumber(field: string, value: unknown, min: number, max: number, stored?: unknown): Check {
  if (value === undefined || value === null || value === '') return undefined;
  if (stored !== undefined && Number(value) === Number(stored)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? undefined : `${field} must be a number from ${min} to ${max}`;
}

/** A whole number from `min` to `max` (counts, coins). */
export function checkWholeNumber(field: string, value: unknown, min: number, max: number, stored?: unknown): Check {
  if (value === undefined || value === null || value === '') return undefined;
  if (stored !== undefined && Number(value) === Number(stored)) return undefined;
  return Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max
    ? undefined
    : `${field} must be a whole number from ${min} to ${max}`;
}

/** An http(s) address (or empty). */
export function checkHttpUrl(field: string, value: unknown, stored?: unknown): Check {
  if (value === undefined || value === null || value === '') return undefined;
  if (stored !== undefined && value === stored) return undefined;
  const text = String(value).trim();
  if (text.length > SERVER_URL_LIMIT) return `${field} must be at most ${SERVER_URL_LIMIT} characters`;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? undefined : `${field} must be an http(s) address`;
  } catch {
    return `${field} must be an http(s) address`;
  }
}

/** The first refusal of several checks. */
export const firstRefusal = (...checks: Check[]): Check => checks.find(Boolean);
