import type { MouseEventHandler } from 'react';
import { CELL } from './cellStyles';

interface RowIconButtonProps {
  /** The button's accessible name (the action and the row it acts on). */
  label: string;
  /** The hint shown on hover (the browser's own tooltip). */
  hint: string;
  /** The icon's path data (24 x 24), MUI's icon's (`@mui/icons-material`), kept by the screen that shows it. */
  icon: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  primary?: boolean;
}

/**
 * A row's icon button: a native button with MUI's icon drawn inline and the hint as its title, styled once
 * by the console's cell styles, instead of MUI's IconButton, SvgIcon and Tooltip in every row.
 */
export function RowIconButton({ label, hint, icon, onClick, disabled, primary }: RowIconButtonProps) {
  return (
    <button
      type="button"
      className={primary ? `${CELL.iconButton} ${CELL.iconButtonPrimary}` : CELL.iconButton}
      aria-label={label}
      title={hint}
      onClick={onClick}
      disabled={disabled}
    >
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={icon} />
      </svg>
    </button>
  );
}
