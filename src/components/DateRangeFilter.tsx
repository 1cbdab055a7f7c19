import { Tooltip } from '@mui/material';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { isValid } from 'date-fns';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { formatPayloadDate } from '../lib/dates';
import { DATE_INPUT_FORMAT, PickerLocalization, dateOf } from './datePickers';

/**
 * From and To of the filter bar (000 §2): DD-MM-YYYY pickers in the user's language. To is disabled
 * until From is chosen (hint 'Please select From Date first'), its minimum is From, and a new From
 * clears To. Only a complete, valid date changes the filter; clearing a field clears it.
 */
function DateRangeFilter({
  from,
  to,
  onChange,
  autoFocus,
}: {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
  /** The field the user focused before the pickers had loaded. */
  autoFocus?: 'from' | 'to';
}) {
  const translate = useTranslate();
  const fromDate = dateOf(from);
  const fromFirst = translate('app.filters.from_first');
  const field = { size: 'small' as const, fullWidth: false, sx: { width: 200 } };
  const accept = (value: Date | null, apply: (text: string) => void, minimum?: Date | null) => {
    if (value === null) apply('');
    else if (isValid(value) && !(minimum && value < minimum)) apply(formatPayloadDate(value));
  };
  return (
    <PickerLocalization>
      <DesktopDatePicker
        label={translate('app.filters.from')}
        autoFocus={autoFocus === 'from'}
        format={DATE_INPUT_FORMAT}
        value={fromDate}
        onChange={(value) => accept(value, (text) => text !== from && onChange({ from: text, to: '' }))}
        slotProps={{ textField: { ...field, slotProps: { htmlInput: { 'data-testid': 'filter-from' } } }, field: { clearable: true } }}
      />
      <Tooltip title={from ? '' : fromFirst}>
        <span>
          <DesktopDatePicker
            label={translate('app.filters.to')}
            autoFocus={autoFocus === 'to'}
            format={DATE_INPUT_FORMAT}
            value={dateOf(to)}
            minDate={fromDate ?? undefined}
            referenceDate={fromDate ?? undefined}
            disabled={!from}
            onChange={(value) => accept(value, (text) => text !== to && onChange({ to: text }), fromDate)}
            slotProps={{
              textField: {
                ...field,
                slotProps: { htmlInput: { 'data-testid': 'filter-to' }, input: { 'aria-description': from ? undefined : fromFirst } as object },
              },
              field: { clearable: true },
            }}
          />
        </span>
      </Tooltip>
    </PickerLocalization>
  );
}

/**
 * Renders again only when a date changes: the bar re-renders on every search keystroke, and the
 * pickers are its heaviest part. The bar's change function reads the current filters when called.
 */
export default memo(DateRangeFilter, (before, after) => before.from === after.from && before.to === after.to && before.autoFocus === after.autoFocus);
