import { Grow } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { numberFormat } from '../lib/localeFormats';

/**
 * A dashboard count box's figure. It reads the same from its first frame as the menu's waiting count
 * and the charts beside it: a count-up (the spec's 10-second counter) spent seconds on numbers that
 * disagreed with them (docs/spec-differences.md). It grows into place instead; the theme's transitions
 * make that instant for people who ask for less motion.
 */
export function CountFigure({ value }: { value: number }) {
  // In the interface's language, as the waiting count and the charts beside it write numbers.
  const [locale] = useLocaleState();
  return (
    <Grow in appear>
      <span data-value={value} style={{ display: 'inline-block' }}>
        {numberFormat(locale).format(value)}
      </span>
    </Grow>
  );
}
