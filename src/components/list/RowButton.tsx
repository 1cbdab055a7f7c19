import type { MouseEventHandler, ReactNode } from 'react';
import { CELL, toneClass, type Tone } from './cellStyles';
import { useRowActionable } from './rowActionable';

interface RowButtonProps {
  children: ReactNode;
  /** The accessible name when the text alone does not say which row ('View' → 'View bookings: Asha'). */
  label?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  disabled?: boolean;
  /** `outlined` (MUI's small outlined Button), `contained` (filled with the tone) or `link` (underlined text). */
  look?: 'outlined' | 'contained' | 'link';
  tone?: Tone;
  /** A link out, opened in a new tab, instead of a button. */
  href?: string;
}

/** A row's text button (or link), styled once from the theme (cellStyles) instead of MUI's Button or Link per cell. */
export function RowButton({ children, label, onClick, disabled, look = 'outlined', tone = 'primary', href }: RowButtonProps) {
  const actionable = useRowActionable();
  const className =
    look === 'link'
      ? CELL.link
      : look === 'contained'
        ? `${CELL.button} ${CELL.buttonContained} ${toneClass(tone)}`
        : `${CELL.button} ${toneClass(tone)}`;
  if (href !== undefined) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick} disabled={disabled || !actionable}>
      {children}
    </button>
  );
}
