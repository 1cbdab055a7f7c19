import { CELL } from './cellStyles';
import { useRowActionable } from './rowActionable';

/**
 * A list row's on/off switch: a native checkbox with the switch role, drawn as MUI's Switch by the
 * console's cell styles, instead of MUI's Switch (a button base and four styled parts) in every row.
 */
export function RowSwitch({
  checked,
  disabled,
  onChange,
  label,
}: {
  /** Undefined: the row was sent without the flag; the switch is neither on nor to be flipped. */
  checked: boolean | undefined;
  disabled?: boolean;
  onChange: () => void;
  label: string;
}) {
  const actionable = useRowActionable();
  return (
    <span className={CELL.switch}>
      <input
        type="checkbox"
        // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props -- a checkbox states it natively; ARIA in HTML forbids aria-checked on it
        role="switch"
        checked={checked === true}
        disabled={disabled || !actionable || checked === undefined}
        onChange={onChange}
        aria-label={label}
      />
      <span aria-hidden />
    </span>
  );
}
