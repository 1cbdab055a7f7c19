import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LOCALES } from '../../../i18n/locales';

/** Language choice on the sign-in screen. */
export function LanguageSelect({ locale, onChange, label }: { locale: string; onChange: (locale: string) => void; label: string }) {
  return (
    <TextField select size="small" label={label} value={locale} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 130 }}>
      {LOCALES.map(({ locale: code, name }) => (
        <MenuItem key={code} value={code} lang={code}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
