import { Tooltip } from '@mui/material';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { isValid } from 'date-fns';
import { memo, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatPayloadDate } from '../../lib/dates';
import { DATE_INPUT_FORMAT, PickerLocalization, dateOf } from '../datePickers';
import { useShownAfter } from '../useShownAfter';
import { DateStandIn } from './DateStandIn';

/**
 * A picker's value while the user types: what the picker last reported, until the filter (through
 * the URL, a moment later) says something else. Fed back the filter's older value mid-typing, the
 * picker would reset the sections already typed and lose keystrokes on a busy machine.
 */
function useTypedDate(filterValue: string): [Date | null, (typed: Date | null, sent: string | undefined) => void] {
  // The typed date; the filter values it sent; the one it started from, its own until a sent value comes back.
  const [typed, setTyped] = useState<{ date: Date | null; sent: ReadonlySet<string>; start?: string } | null>(null);
  if (typed?.start !== undefined && typed.sent.has(filterValue)) setTyped({ ...typed, start: undefined });
  const ownEcho = typed !== null && (typed.sent.has(filterValue) || typed.start === filterValue);
  const onTyped = (date: Date | null, sent: string | undefined) => {
    const sentSoFar = new Set(ownEcho ? typed.sent : []);
    if (sent !== undefined) sentSoFar.add(sent);
    setTyped({ date, sent: sentSoFar, start: ownEcho ? typed.start : filterValue });
  };
  // Anything else (Clear Filters, a link, Back) moved the filter: show the filter's value.
  return [ownEcho ? typed.date : dateOf(filterValue), onTyped];
}

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
  onDrawn,
}: {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
  /** The field the user focused before the pickers had loaded. */
  autoFocus?: 'from' | 'to';
  /** Called once both pickers are drawn. */
  onDrawn?: () => void;
}) {
  const translate = useTranslate();
  const fromDate = dateOf(from);
  const [fromShown, fromTyped] = useTypedDate(from);
  const [toShown, toTyped] = useTypedDate(to);
  const fromFirst = translate('app.filters.from_first');
  // To's picker a frame after From's, unless it is wanted now: each picker's first commit (its styles,
  // its layout effects and the render they start) is a task of its own, not one of up to 68 ms.
  const [toWanted, setToWanted] = useState(false);
  const toDrawn = useShownAfter(true, false) || toWanted || autoFocus === 'to' || to !== '';
  useEffect(() => {
    if (toDrawn) onDrawn?.();
  }, [toDrawn, onDrawn]);
  // Filled, as react-admin draws the bar's other fields.
  const field = { size: 'small' as const, variant: 'filled' as const, fullWidth: false, sx: { width: 200 } };
  /**
   * The filter text a typed value sets: '' when cleared, a complete valid date, or undefined (not yet).
   * A year is complete with its four digits: '20' of 2024 reads as the valid year 0020, which would
   * ask the server for it and draw the list again between the user's keystrokes.
   */
  const filterText = (value: Date | null, minimum?: Date | null) =>
    value === null ? '' : isValid(value) && value.getFullYear() >= 1000 && !(minimum && value < minimum) ? formatPayloadDate(value) : undefined;
  return (
    <PickerLocalization>
      <DesktopDatePicker
        label={translate('app.filters.from')}
        autoFocus={autoFocus === 'from'}
        format={DATE_INPUT_FORMAT}
        value={fromShown}
        onChange={(value) => {
          const text = filterText(value);
          fromTyped(value, text);
          if (text !== undefined && text !== from) onChange({ from: text, to: '' });
        }}
        slotProps={{ textField: { ...field, slotProps: { htmlInput: { 'data-testid': 'filter-from' } } }, field: { clearable: true } }}
      />
      {toDrawn ? (
        <Tooltip title={from ? '' : fromFirst}>
          <span>
            <DesktopDatePicker
              label={translate('app.filters.to')}
              autoFocus={autoFocus === 'to' || toWanted}
              format={DATE_INPUT_FORMAT}
              value={toShown}
              minDate={fromDate ?? undefined}
              referenceDate={fromDate ?? undefined}
              disabled={!from}
              onChange={(value) => {
                const text = filterText(value, fromDate);
                toTyped(value, text);
                if (text !== undefined && text !== to) onChange({ to: text });
              }}
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
      ) : (
        <DateStandIn which="to" disabled={!from} onFocus={() => setToWanted(true)} />
      )}
    </PickerLocalization>
  );
}

/**
 * Renders again only when a date changes: the bar re-renders on every search keystroke, and the
 * pickers are its heaviest part. The bar's change function reads the current filters when called.
 */
export default memo(DateRangeFilter, (before, after) => before.from === after.from && before.to === after.to && before.autoFocus === after.autoFocus);
