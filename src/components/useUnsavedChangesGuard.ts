import type { ReactNode } from 'react';
import { useDiscardQuestion } from './DiscardChanges';
import { useLeaveGuard } from './LeaveGuard';

/**
 * Asks the console's discard question before leaving a screen with unsaved work: links, the menu,
 * Back and Forward, the portal switcher (react-router's blocker, held by LeaveGuardProvider); reloading
 * or closing the tab gets the browser's own question. react-admin's warnWhenUnsavedChanges rests once
 * a submit resolves, even when the save failed and was only notified; this guard follows what is still
 * unsaved. Returns the question to render on the screen.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const { ask, question } = useDiscardQuestion();
  useLeaveGuard(dirty, ask);
  return question;
}
