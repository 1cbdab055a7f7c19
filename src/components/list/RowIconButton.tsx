import type { MouseEventHandler } from 'react';
import { Link } from 'react-router-dom';
import { CELL, toneClass, type Tone } from './cellStyles';
import { useRowActionable } from './rowActionable';

interface RowIconButtonProps {
  /** The button's accessible name (the action and the row it acts on). */
  label: string;
  /** The hint shown on hover (the browser's own tooltip). */
  hint: string;
  /** The icon's path data (24 x 24), MUI's icon's (`@mui/icons-material`): see rowIcons.ts. */
  icon: string;
  onClick?: MouseEventHandler<HTMLElement>;
  disabled?: boolean;
  tone?: Tone;
  /** A link in the console (react-router) instead of a button. */
  to?: string;
  /** A link out, opened in a new tab, instead of a button. */
  href?: string;
}

/**
 * A row's icon button (or icon link): a native element with MUI's icon drawn inline and the hint as its
 * title, styled once from the theme (cellStyles), instead of MUI's IconButton, SvgIcon and Tooltip in
 * every row.
 */
export function RowIconButton({ label, hint, icon, onClick, disabled, tone = 'default', to, href }: RowIconButtonProps) {
  const className = `${CELL.iconButton} ${toneClass(tone)}`;
  // A link in the console names the row too (an editor's path): without the id it is a disabled button.
  const actionable = useRowActionable();
  const svg = (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={icon} />
    </svg>
  );
  if (to !== undefined && actionable) {
    return (
      <Link to={to} className={className} aria-label={label} title={hint} onClick={onClick}>
        {svg}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label} title={hint} onClick={onClick}>
        {svg}
      </a>
    );
  }
  return (
    <button type="button" className={className} aria-label={label} title={hint} onClick={onClick} disabled={disabled || !actionable}>
      {svg}
    </button>
  );
}
