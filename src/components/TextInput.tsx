import { useMemo } from 'react';
import { TextInput as RaTextInput, maxLength, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** Longest value of a one-line field (names, titles, codes, addresses). */
export const TEXT_LIMIT = 150;
/** Longest value of a multi-line field (descriptions, about texts). */
export const LONG_TEXT_LIMIT = 2000;
/** Longest web address. */
export const URL_LIMIT = 500;
/** A counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/**
 * react-admin's TextInput with a maximum length: typing stops at the limit, a longer value (pasted,
 * restored) is refused with a message, and a counter shows near the limit.
 */
export function TextInput({ maxChars, ...props }: TextInputProps & { maxChars?: number }) {
  const translate = useTranslate();
  const slotProps = props.slotProps as { htmlInput?: Record<string, unknown> } | undefined;
  const ownLimit = slotProps?.htmlInput?.maxLength;
  const limit = maxChars ?? (typeof ownLimit === 'number' ? ownLimit : props.multiline ? LONG_TEXT_LIMIT : TEXT_LIMIT);
  const value = useWatch({ name: props.source }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;
  const own = props.validate;
  const validate: Validator[] = useMemo(
    () => [...(Array.isArray(own) ? own : own ? [own] : []), maxLength(limit, 'app.validation.max_length')],
    [own, limit],
  );
  return (
    <RaTextInput
      {...props}
      validate={validate}
      helperText={length >= limit * COUNTER_FROM ? translate('app.validation.counter', { length, max: limit }) : props.helperText}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, maxLength: limit } }}
    />
  );
}
