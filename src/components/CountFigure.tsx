import { Grow } from '@mui/material';
import { numberFormat } from '../lib/localeFormats';

/**
 * A dashboard count box's figure. It reads the same from its first frame as the menu's waiting count
 * and the charts beside it: a count-up (the spec's 10-second counter) spent seconds on numbers that
 * disagreed with them (docs/spec-differences.md). It grows into place instead; the theme's transitions
 * make that instant for people who ask for less motion.
 */
export function CountFigure({ value }: { value: number }) {
  return (
    <Grow in appear>
      <span data-value={value} style={{ display: 'inline-block' }}>
        {numberFormat('en-IN').format(value)}
      </span>
    </Grow>
  );
}
