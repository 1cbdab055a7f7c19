import SearchIcon from '@mui/icons-material/Search';
import { IconButton } from '@mui/material';
import { BarTip } from './BarTip';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { DialogLoading } from '../components/DialogLoading';
import { usePreloadAfterFirstReads } from '../components/useAfterFirstReads';
import { lazyComponent } from '../lib/lazyComponent';
import { keptShortcut } from './keptShortcut';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** The dialog, its search and results are a chunk of their own: loaded once the screen's reads settle, or when pointed at. */
const FinderDialog = lazyComponent(() => import('./FinderDialog'));

/** Ctrl+K (Cmd+K); kept when pressed before the finder listens (index.html). */
const { ask, useAsked } = keptShortcut({
  name: 'finder',
  matches: (event) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k',
});

/**
 * Ctrl+K (Cmd+K on a Mac) or the app bar's search button (FinderButton): screens the role can open and
 * garages, by keyboard. The shortcut listens from the bar's first render, before its buttons show.
 */
export function Finder() {
  const translate = useTranslate();
  const open = useAsked();
  usePreloadAfterFirstReads(FinderDialog);
  if (!open) return null;
  return (
    // Opened before its code is in: a loading dialog at once.
    <Suspense fallback={<DialogLoading label={translate('app.finder.title')} />}>
      <FinderDialog onClose={() => ask(false)} />
    </Suspense>
  );
}

/** The app bar's button that opens the finder. */
export function FinderButton() {
  const translate = useTranslate();
  const shortcut = isMac ? '⌘K' : 'Ctrl+K';
  const label = `${translate('app.finder.open')} (${shortcut})`;
  return (
    <BarTip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        onPointerEnter={() => void FinderDialog.preload()}
        onFocus={() => void FinderDialog.preload()}
        onClick={() => ask(true)}
      >
        <SearchIcon />
      </IconButton>
    </BarTip>
  );
}
