import SearchIcon from '@mui/icons-material/Search';
import { IconButton } from '@mui/material';
import { BarTip } from './BarTip';
import { Suspense, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { DialogLoading } from '../components/DialogLoading';
import { usePreloadAfterFirstReads } from '../components/useAfterFirstReads';
import { lazyComponent } from '../lib/lazyComponent';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** The dialog, its search and results are a chunk of their own: loaded once the screen's reads settle, or when pointed at. */
const FinderDialog = lazyComponent(() => import('./FinderDialog'));

/**
 * Whether the finder is asked for: an attribute of the document, so that Ctrl+K pressed before the
 * finder listens (on the frame index.html paints, while the console's code loads or renders) is kept
 * by index.html's script and acted on when the finder mounts. Keep the name in step with index.html.
 */
const ASKED_ATTRIBUTE = 'data-finder-asked';
const askedListeners = new Set<() => void>();
const isAsked = () => document.documentElement.hasAttribute(ASKED_ATTRIBUTE);
function ask(asked: boolean) {
  document.documentElement.toggleAttribute(ASKED_ATTRIBUTE, asked);
  for (const listener of askedListeners) listener();
}
function onShortcut(event: KeyboardEvent) {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
    event.preventDefault();
    ask(true);
  }
}
function subscribeAsked(listener: () => void) {
  askedListeners.add(listener);
  if (askedListeners.size === 1) window.addEventListener('keydown', onShortcut);
  return () => {
    askedListeners.delete(listener);
    if (askedListeners.size === 0) window.removeEventListener('keydown', onShortcut);
  };
}

/**
 * Ctrl+K (Cmd+K on a Mac) or the app bar's search button (FinderButton): screens the role can open and
 * garages, by keyboard. The shortcut listens from the bar's first render, before its buttons show.
 */
export function Finder() {
  const translate = useTranslate();
  const open = useSyncExternalStore(subscribeAsked, isAsked, () => false);
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
