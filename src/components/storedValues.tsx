import { createContext, useContext, useMemo } from 'react';
import { required, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { valueAt } from '../lib/valueAt';
import { messageText } from '../lib/validators';
import { isUnsent } from '../lib/unsent';
import { unreadableFieldsOf } from '../api/http';

/**
 * The record's values as the server holds them, for an edit form whose default values also carry
 * something else (a draft kept after an ended session). Without it, the form's default values are
 * the stored ones.
 */
export const StoredValuesContext = createContext<Record<string, unknown> | undefined>(undefined);

const NO_FIELDS: readonly string[] = [];

type ValidationResult = string | { message: string; args?: Record<string, unknown> } | null | undefined;

/** A non-empty value the record already held, unchanged. */
export const isStoredValue = (value: unknown, stored: unknown): boolean =>
  stored !== undefined && stored !== null && String(stored) !== '' && String(value ?? '') === String(stored);

/**
 * What the record held at `source`: the value there, and for a field of a list's entry
 * (`FAQContent.1.title`) the same field of every entry, as Remove moves the entries up.
 */
function storedAt(root: unknown, source: string): unknown[] {
  const entry = /^(.*)\.\d+\.([^.]+)$/.exec(source);
  const list = entry ? valueAt(root, entry[1]) : undefined;
  if (!entry || !Array.isArray(list)) return [valueAt(root, source)];
  return list.map((item) => valueAt(item, entry[2]));
}

/**
 * Format rules apply to what the user types or changes: a value the record already held passes the
 * field's validators (data the server holds is never refused for a rule it predates), and a hint
 * says which rule it predates. An empty stored value is no exemption: required fields still ask.
 * `storedWith` names the fields the rules read besides this one (a promo amount's type): the value
 * passes only while they too hold what the record held, as a stored 500 is no stored 500 % discount.
 */
export function useStoredValueRules(
  source: string,
  validators: Validator[],
  storedWith: readonly string[] = NO_FIELDS,
): { validate: Validator[]; hint?: string } {
  const translate = useTranslate();
  const own = useContext(StoredValuesContext);
  const { defaultValues } = useFormState();
  const { getValues } = useFormContext();
  const root = own ?? defaultValues ?? {};
  // By their text, so the rules stay the same objects while the stored values do.
  const storedKey = JSON.stringify([storedAt(root, source), storedWith.map((field) => valueAt(root, field))]);
  const isStored = useMemo(() => {
    const [storedValues, storedAlongside] = JSON.parse(storedKey) as [unknown[], unknown[]];
    return (current: unknown, values: object) =>
      storedValues.some((stored) => isStoredValue(current, stored)) &&
      storedWith.every((field, index) => String(valueAt(values, field) ?? '') === String(storedAlongside[index] ?? ''));
  }, [storedKey, storedWith]);
  const value = useWatch({ name: source }) as unknown;
  useWatch({ name: storedWith as string[], disabled: storedWith.length === 0 });
  const validate = useMemo(
    () =>
      validators.map((rule): Validator =>
        // react-admin marks the field required (its asterisk) by this flag on a validator.
        Object.assign((current: unknown, values: object, props: object) => (isStored(current, values) ? undefined : rule(current, values, props)), {
          isRequired: (rule as { isRequired?: boolean }).isRequired,
        }),
      ),
    [validators, isStored],
  );
  const values = getValues();
  if (!isStored(value, values)) return { validate };
  for (const rule of validators) {
    const result = rule(value, values, { source }) as ValidationResult | Promise<unknown>;
    if (!result || result instanceof Promise) continue;
    const message = messageText(translate, result);
    return { validate, hint: translate('app.validation.stored_kept', { rule: message }) };
  }
  return { validate };
}

/**
 * `required(message)`, but for a field the record was stored without: data the server holds is not
 * refused for a rule it predates. A new record (`stored` undefined), a field it held, or one it held but
 * could not be read with, is asked for; an empty stored field saves as it was.
 */
export function requiredUnlessStoredWithout(stored: object | undefined, field: string, message: string): Validator[] {
  const held = stored === undefined || !isUnsent((stored as Record<string, unknown>)[field]) || unreadableFieldsOf(stored).includes(field);
  return held ? [required(message)] : [];
}

/**
 * A select's choices, plus the record's stored values no choice holds (an icon or a category the
 * options no longer list), each as `choiceOf` names it: an edit form shows what it will send back.
 */
export function withStoredChoices<T extends object>(choices: readonly T[], idField: keyof T, stored: unknown, choiceOf: (value: string) => T): T[] {
  const values = (Array.isArray(stored) ? stored : [stored]).filter((value) => value !== undefined && value !== null && value !== '');
  const missing = values.filter((value) => !choices.some((entry) => entry[idField] === value));
  return [...choices, ...missing.map((value) => choiceOf(String(value)))];
}
