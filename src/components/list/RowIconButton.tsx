import type { MouseEventHandler } from 'react';
import { CELL } from './cellStyles';

/** The path data of MUI's icons a list's rows and head show (`@mui/icons-material`, 24 x 24). */
export const ROW_ICON = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  travelExplore:
    'M19.3 16.9c.4-.7.7-1.5.7-2.4 0-2.5-2-4.5-4.5-4.5S11 12 11 14.5s2 4.5 4.5 4.5c.9 0 1.7-.3 2.4-.7l3.2 3.2 1.4-1.4zm-3.8.1c-1.4 0-2.5-1.1-2.5-2.5s1.1-2.5 2.5-2.5 2.5 1.1 2.5 2.5-1.1 2.5-2.5 2.5M12 20v2C6.48 22 2 17.52 2 12S6.48 2 12 2c4.84 0 8.87 3.44 9.8 8h-2.07c-.64-2.46-2.4-4.47-4.73-5.41V5c0 1.1-.9 2-2 2h-2v2c0 .55-.45 1-1 1H8v2h2v3H9l-4.79-4.79C4.08 10.79 4 11.38 4 12c0 4.41 3.59 8 8 8',
  insights:
    'M21 8c-1.45 0-2.26 1.44-1.93 2.51l-3.55 3.56c-.3-.09-.74-.09-1.04 0l-2.55-2.55C12.27 10.45 11.46 9 10 9c-1.45 0-2.27 1.44-1.93 2.52l-4.56 4.55C2.44 15.74 1 16.55 1 18c0 1.1.9 2 2 2 1.45 0 2.26-1.44 1.93-2.51l4.55-4.56c.3.09.74.09 1.04 0l2.55 2.55C12.73 16.55 13.54 18 15 18c1.45 0 2.27-1.44 1.93-2.52l3.56-3.55c1.07.33 2.51-.48 2.51-1.93 0-1.1-.9-2-2-2m-6 1 .94-2.07L18 6l-2.06-.93L15 3l-.92 2.07L12 6l2.08.93zM3.5 11 4 9l2-.5L4 8l-.5-2L3 8l-2 .5L3 9z',
  send: 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z',
  arrowDownward: 'm20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z',
} as const;

interface RowIconButtonProps {
  /** The button's accessible name (the action and the row it acts on). */
  label: string;
  /** The hint shown on hover (the browser's own tooltip). */
  hint: string;
  icon: keyof typeof ROW_ICON;
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
        <path d={ROW_ICON[icon]} />
      </svg>
    </button>
  );
}
