import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { LONG_TEXT_LIMIT, lengthHelp, overLimit } from '../lib/textLimits';

/**
 * MUI's TextField for free text outside a react-admin form (a reason, an alt text): past `limit` it
 * shows the refusal at once and the caller does not send (`overLimit`); a counter shows near it. Like
 * TextInput, no browser maxlength, which would cut a pasted value short without a word.
 */
export function LimitedTextField({ limit, held, value, helperText, ...props }: TextFieldProps & { limit: number; value: string; held?: string }) {
  const translate = useTranslate();
  // A value the server already holds is not refused for a limit it predates (overLimit's `held` too).
  const help = lengthHelp(translate, value.length, value === held ? Infinity : limit);
  return <TextField {...props} value={value} error={props.error || help.over} helperText={help.text ?? helperText} />;
}

/** Whether a reason (a status change's, a bulk action's) is past its limit: it is not sent. */
export const reasonTooLong = (reason: string) => overLimit(reason, LONG_TEXT_LIMIT);

/** The optional reason sent with a status change: a long text that grows to eight lines, then scrolls, so its refusal stays in view. */
export function ReasonField({ label, value, onChange }: { label: string; value: string; onChange: (reason: string) => void }) {
  return (
    <LimitedTextField
      limit={LONG_TEXT_LIMIT}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      multiline
      minRows={2}
      maxRows={8}
    />
  );
}
