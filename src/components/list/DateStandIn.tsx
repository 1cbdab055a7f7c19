import CalendarIcon from '@mui/icons-material/Event';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A plain field that looks like a date picker of the filter bar (label, size, calendar icon), drawn
 * until the picker is: focusing it asks for the picker, which takes the focus over.
 */
export function DateStandIn({
  which,
  disabled,
  onFocus,
  onPointerEnter,
}: {
  which: 'from' | 'to';
  disabled: boolean;
  onFocus: () => void;
  onPointerEnter?: () => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      fullWidth={false}
      size="small"
      sx={{ width: 200 }}
      label={translate(`app.filters.${which}`)}
      disabled={disabled}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* Where the picker's calendar button draws its icon. */}
              <CalendarIcon sx={{ mr: '-4px', color: disabled ? 'action.disabled' : 'action.active' }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
