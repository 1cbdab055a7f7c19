import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { isValid } from 'date-fns';
import { useMemo } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { formatPayloadDate } from '../lib/dates';
import { DATE_INPUT_FORMAT, PAYLOAD_DATE_INPUT_FORMAT, PickerLocalization, dateOf } from './datePickers';
import { useStoredValueRules } from './storedValues';

/** What the form holds while the typed date is incomplete or impossible: the date rules refuse it. */
export const UNFINISHED_DATE = 'unfinished';

interface DateInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  /** Earliest day the calendar offers (YYYY-MM-DD), e.g. today for an expiry. */
  minDate?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** How the date is typed and shown: the screens' DD-MM-YYYY unless a form's spec says otherwise. */
  format?: typeof DATE_INPUT_FORMAT | typeof PAYLOAD_DATE_INPUT_FORMAT;
}

/**
 * A form's date field: the filter bar's DD-MM-YYYY picker (or `format`) in the user's language, holding the
 * YYYY-MM-DD text every payload builder and date rule reads. Required and format rules work as on any
 * input; a date the record already held passes the rules it predates (`useStoredValueRules`).
 */
export function DateInput({ source, label, validate, minDate, fullWidth, size, format = DATE_INPUT_FORMAT }: DateInputProps) {
  const rules = useMemo(() => (Array.isArray(validate) ? validate : validate ? [validate] : []), [validate]);
  const { validate: checked, hint } = useStoredValueRules(source, rules);
  const {
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source, validate: checked });
  const value = typeof field.value === 'string' && field.value !== UNFINISHED_DATE ? dateOf(field.value) : null;
  return (
    <PickerLocalization>
      <DesktopDatePicker
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        format={format}
        value={value}
        minDate={minDate ? (dateOf(minDate) ?? undefined) : undefined}
        onChange={(next) => field.onChange(next === null ? '' : isValid(next) ? formatPayloadDate(next) : UNFINISHED_DATE)}
        slotProps={{
          textField: {
            name: source,
            fullWidth,
            // As react-admin draws a form's other inputs (filled, small): the picker's field reads its own defaults.
            variant: 'filled',
            size: size ?? 'small',
            margin: 'dense',
            onBlur: field.onBlur,
            error: invalid,
            helperText: <InputHelperText error={error?.message} helperText={hint ?? ' '} />,
            slotProps: { htmlInput: { 'data-testid': `date-${source}` } },
          },
          field: { clearable: true },
        }}
      />
    </PickerLocalization>
  );
}
