import { useMemo } from 'react';
import { TextInput as RaTextInput, maxLength, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { hasLetter, notBlank } from '../lib/validators';
import { LONG_TEXT_LIMIT, TEXT_LIMIT, lengthHelp } from '../lib/textLimits';
import { useStoredValueRules } from './storedValues';

export { TEXT_LIMIT, LONG_TEXT_LIMIT, URL_LIMIT } from '../lib/textLimits';

/**
 * react-admin's TextInput with a maximum length: a longer value (typed, pasted, restored) is refused
 * with a message and never cut short unseen, and a counter shows from 80 % of the limit. Spaces alone
 * are refused; names (`needsLetter`) also need a letter. A value the record already held passes the format
 * rules it predates, with a hint (`useStoredValueRules`), while the fields `storedWith` names hold theirs too.
 */
export function TextInput({
  maxChars,
  needsLetter,
  storedWith,
  ...props
}: TextInputProps & { maxChars?: number; needsLetter?: boolean; storedWith?: readonly string[] }) {
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
  const { validate, hint } = useStoredValueRules(props.source, rules, storedWith);
  // The refusal itself is the maxLength rule's (shown as react-admin shows errors): only the counter here.
  const { counter } = lengthHelp(translate, length, limit);
  const helperText = [hint, counter].filter(Boolean).join(' ') || props.helperText;
  // No browser maxlength from the limit: it would cut a typed or pasted value short without a word, so
  // the rule refuses it instead. Only a field that sets one itself (a fixed-length phone) keeps it.
  return <RaTextInput {...props} validate={validate} helperText={helperText} />;
}
