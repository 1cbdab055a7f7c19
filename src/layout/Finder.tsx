import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAfterFirstReads } from '../components/useAfterFirstReads';
import { lazyComponent } from '../lib/lazyComponent';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** The dialog, its search and results are a chunk of their own: loaded once the screen's reads settle, or when pointed at. */
const FinderDialog = lazyComponent(() => import('./FinderDialog'));

/** Ctrl+K (Cmd+K on a Mac) or the app bar's search button: screens the role can open and garages, by keyboard. */
export function Finder() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const shortcut = isMac ? '⌘K' : 'Ctrl+K';
  const label = `${translate('app.finder.open')} (${shortcut})`;
  const settled = useAfterFirstReads();

  useEffect(() => {
    if (settled) void FinderDialog.preload();
  }, [settled]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
          onPointerEnter={() => void FinderDialog.preload()}
          onFocus={() => void FinderDialog.preload()}
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <FinderDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
