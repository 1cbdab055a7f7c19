import { Tooltip } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { isValid } from 'date-fns';
import type { Locale } from 'date-fns';
// One file per locale: the 'date-fns/locale' index would load every language date-fns has.
import { ar } from 'date-fns/locale/ar';
import { enIN } from 'date-fns/locale/en-IN';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { zhCN } from 'date-fns/locale/zh-CN';
import { memo, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatPayloadDate, timeOf } from '../lib/dates';

/**
 * The screens' date format (spec 000 §9), typed and shown the same way, with the digits every table
 * of the console shows (Latin ones in Arabic too; see README 'Dates').
 */
export const DATE_INPUT_FORMAT = 'dd-MM-yyyy';

const DATE_FNS_LOCALES: Record<string, Locale> = { en: enIN, zh: zhCN, es, fr, it, ar };

/** The URL keeps YYYY-MM-DD (what the filters have always stored); the pickers hold Dates. */
const dateOf = (value: string): Date | null => {
  const time = timeOf(value);
  return value && !Number.isNaN(time) ? new Date(time) : null;
};

function usePickerTexts(): PickersInputLocaleText {
  const translate = useTranslate();
  return useMemo(() => {
    const text = (key: string) => translate(`app.filters.picker.${key}`);
    return {
      openDatePickerDialogue: () => text('open'),
      previousMonth: text('previous_month'),
      nextMonth: text('next_month'),
      openPreviousView: text('previous_month'),
      openNextView: text('next_month'),
      calendarViewSwitchingButtonAriaLabel: (view) => text(view === 'year' ? 'switch_to_calendar' : 'switch_to_year'),
      fieldDayPlaceholder: () => text('dd'),
      fieldMonthPlaceholder: () => text('mm'),
      fieldYearPlaceholder: () => text('yyyy'),
      fieldClearLabel: text('clear'),
      clearButtonLabel: text('clear'),
      dateTableLabel: text('date_table'),
      day: text('day'),
      month: text('month'),
      year: text('year'),
      empty: text('empty'),
    };
  }, [translate]);
}

/**
 * From and To of the filter bar (000 §2): DD-MM-YYYY pickers in the user's language. To is disabled
 * until From is chosen (hint 'Please select From Date first'), its minimum is From, and a new From
 * clears To. Only a complete, valid date changes the filter; clearing a field clears it.
 */
function DateRangeFilter({ from, to, onChange }: { from: string; to: string; onChange: (changes: { from?: string; to?: string }) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const localeText = usePickerTexts();
  const fromDate = dateOf(from);
  const fromFirst = translate('app.filters.from_first');
  const field = { size: 'small' as const, fullWidth: false, sx: { width: 200 } };
  const accept = (value: Date | null, apply: (text: string) => void, minimum?: Date | null) => {
    if (value === null) apply('');
    else if (isValid(value) && !(minimum && value < minimum)) apply(formatPayloadDate(value));
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS_LOCALES[locale] ?? enIN} localeText={localeText}>
      <DesktopDatePicker
        label={translate('app.filters.from')}
        format={DATE_INPUT_FORMAT}
        value={fromDate}
        onChange={(value) => accept(value, (text) => text !== from && onChange({ from: text, to: '' }))}
        slotProps={{ textField: { ...field, slotProps: { htmlInput: { 'data-testid': 'filter-from' } } }, field: { clearable: true } }}
      />
      <Tooltip title={from ? '' : fromFirst}>
        <span>
          <DesktopDatePicker
            label={translate('app.filters.to')}
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
    </LocalizationProvider>
  );
}

/**
 * Renders again only when a date changes: the bar re-renders on every search keystroke, and the
 * pickers are its heaviest part. The bar's change function reads the current filters when called.
 */
export default memo(DateRangeFilter, (before, after) => before.from === after.from && before.to === after.to);
