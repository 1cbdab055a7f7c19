import { useMemo } from 'react';
import { NumberInput as RaNumberInput, type NumberInputProps, type Validator } from 'react-admin';
import { useStoredValueRules } from './storedValues';

/**
 * react-admin's NumberInput whose rules spare a value the record already held, with a hint: data the
 * server holds is never refused for a rule it predates (`useStoredValueRules`, as TextInput does).
 */
export function NumberInput(props: NumberInputProps) {
  const own = props.validate;
  const rules: Validator[] = useMemo(() => (Array.isArray(own) ? own : own ? [own] : []), [own]);
  const { validate, hint } = useStoredValueRules(props.source, rules);
  return <RaNumberInput {...props} validate={validate} helperText={hint ?? props.helperText} />;
}
