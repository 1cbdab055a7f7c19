import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigationGuard } from './navigationGuard';

/**
 * Asks before leaving a screen with unsaved work: in-app links (menu, back links), the browser's Back
 * and Forward, the portal switcher, and reloading or closing the tab. react-admin's warnWhenUnsavedChanges needs a data router, which this console does
 * not use (browser history with <BrowserRouter>), so links are checked here.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const translate = useTranslate();
  useNavigationGuard(dirty, async () => window.confirm(translate('ra.message.unsaved_changes')));
  useEffect(() => {
    if (!dirty) return;
    const message = translate('ra.message.unsaved_changes');
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || (anchor.target && anchor.target !== '_self')) return;
      const next = new URL(anchor.href, window.location.href);
      if (next.origin !== window.location.origin || next.pathname === window.location.pathname) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, translate]);
}
