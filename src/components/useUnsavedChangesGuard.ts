import { useTranslate } from 'react-admin';
import { useLeaveGuard } from './LeaveGuard';

/**
 * Asks before leaving a screen with unsaved work: links, the menu, Back and Forward, the portal
 * switcher (react-router's blocker), and reloading or closing the tab. react-admin's
 * warnWhenUnsavedChanges rests once a submit resolves, even when the save failed and was only
 * notified; this guard follows what is still unsaved.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const translate = useTranslate();
  useLeaveGuard(dirty, async () => window.confirm(translate('ra.message.unsaved_changes')));
}
