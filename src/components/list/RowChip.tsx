import type { ReactNode } from 'react';
import { CELL, toneClass, type Tone } from './cellStyles';

/** A row's label (status, kind, state): MUI's small outlined Chip drawn by one span styled once from the theme. */
export function RowChip({ tone = 'default', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`${CELL.chip} ${toneClass(tone)}`}>{children}</span>;
}
