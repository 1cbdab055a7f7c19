import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { format, type Locale } from 'date-fns';
// One file per locale: the 'date-fns/locale' index would load every language date-fns has.
import { ar } from 'date-fns/locale/ar';
import { enIN } from 'date-fns/locale/en-IN';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { zhCN } from 'date-fns/locale/zh-CN';
import { ThemeProvider, type CSSObject, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { timeOf } from '../lib/dates';

/**
 * The screens' date format (spec 000 §9), typed and shown the same way, with the digits every table
 * of the console shows (Latin ones in Arabic too; see README 'Dates').
 */
export const DATE_INPUT_FORMAT = 'dd-MM-yyyy';
/** The analytics form's format, its payload's own (002 §9: 'analytics forms YYYY-MM-DD'). */
export const PAYLOAD_DATE_INPUT_FORMAT = 'yyyy-MM-dd';

const DATE_FNS_LOCALES: Record<string, Locale> = { en: enIN, zh: zhCN, es, fr, it, ar };

/** Filters and forms keep YYYY-MM-DD (or a server date); the pickers hold Dates. */
export const dateOf = (value: string): Date | null => {
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

/** The date pickers' adapter, the user's language (date-fns locale) and our own texts for their labels. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const localeText = usePickerTexts();
  const adapterLocale = DATE_FNS_LOCALES[locale] ?? enIN;
  // The calendar's weekday heads as the language narrows them: MUI's first letter of the short name
  // gives Arabic's Sunday, Monday and Wednesday all one alef.
  const withWeekdays = useCallback(
    (theme: Theme): Theme => ({
      ...theme,
      components: {
        ...theme.components,
        MuiDateCalendar: { defaultProps: { dayOfWeekFormatter: (date: Date) => format(date, 'EEEEE', { locale: adapterLocale }) } },
        // A filled date field drawn as the theme draws react-admin's filled inputs (their lighter fill).
        MuiPickersFilledInput: { styleOverrides: { root: theme.components?.MuiFilledInput?.styleOverrides?.root as CSSObject | undefined } },
      },
    }),
    [adapterLocale],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale} localeText={localeText}>
      <ThemeProvider theme={withWeekdays}>{children}</ThemeProvider>
    </LocalizationProvider>
  );
}
