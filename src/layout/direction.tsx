import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import type { Direction } from '../../i18n/locales';

/** Right-to-left as MUI's guide does it: `dir` on <html>, theme direction, and a stylis RTL cache. */
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function DirectionRoot({ direction, locale, children }: { direction: Direction; locale: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);
  return <CacheProvider value={caches[direction]}>{children}</CacheProvider>;
}
