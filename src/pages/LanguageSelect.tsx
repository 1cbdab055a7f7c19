import TranslateIcon from '@mui/icons-material/Translate';
import { MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../../i18n/locales';

/** Language choice on screens outside the layout (login, forgot password). */
export function LanguageSelect() {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': translate('ra.action.select_language', { _: 'Language' }) }, input: { startAdornment: <TranslateIcon fontSize="small" sx={{ mr: 1 }} /> } }}
    >
      {LOCALES.map(({ locale: code, name }) => (
        <MenuItem key={code} value={code} lang={code}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
