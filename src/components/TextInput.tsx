import { useMemo } from 'react';
import { TextInput as RaTextInput, maxLength, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { hasLetter, notBlank } from '../lib/validators';
import { useStoredValueRules } from './storedValues';

/** Longest value of a one-line field (names, titles, codes, addresses). */
export const TEXT_LIMIT = 150;
/** Longest value of a multi-line field (descriptions, about texts). */
export const LONG_TEXT_LIMIT = 2000;
/** Longest web address. */
export const URL_LIMIT = 500;
/** A counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/**
 * react-admin's TextInput with a maximum length: a longer value (typed, pasted, restored) is refused
 * with a message and never cut short unseen, and a counter shows from 80 % of the limit. Spaces alone
 * are refused; names (`needsLetter`) also need a letter. A value the record already held passes the format
 * rules it predates, with a hint (`useStoredValueRules`).
 */
export function TextInput({ maxChars, needsLetter, ...props }: TextInputProps & { maxChars?: number; needsLetter?: boolean }) {
  const translate = useTranslate();
  const slotProps = props.slotProps as { htmlInput?: Record<string, unknown> } | undefined;
  const ownLimit = slotProps?.htmlInput?.maxLength;
  const limit = maxChars ?? (typeof ownLimit === 'number' ? ownLimit : props.multiline ? LONG_TEXT_LIMIT : TEXT_LIMIT);
  const value = useWatch({ name: props.source }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;
  const own = props.validate;
  const rules: Validator[] = useMemo(
    () => [
      ...(Array.isArray(own) ? own : own ? [own] : []),
      notBlank as Validator,
      ...(needsLetter ? [hasLetter as Validator] : []),
      maxLength(limit, 'app.validation.max_length'),
    ],
    [own, limit, needsLetter],
  );
  const { validate, hint } = useStoredValueRules(props.source, rules);
  const counter = length >= limit * COUNTER_FROM ? translate('app.validation.counter', { length, max: limit }) : undefined;
  const helperText = [hint, counter].filter(Boolean).join(' ') || props.helperText;
  // No browser maxlength from the limit: it would cut a typed or pasted value short without a word, so
  // the rule refuses it instead. Only a field that sets one itself (a fixed-length phone) keeps it.
  return <RaTextInput {...props} validate={validate} helperText={helperText} />;
}
