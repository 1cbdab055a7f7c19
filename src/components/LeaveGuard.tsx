import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { isReloadingForChunk } from '../auth/reload';

/** Asked before the console leaves the screen: true lets the navigation go ahead. */
type Ask = () => Promise<boolean>;
interface Guard {
  ask: Ask;
}
interface Guards {
  add: (guard: Guard) => () => void;
}

const GuardsContext = createContext<Guards | undefined>(undefined);

/**
 * The console's one react-router blocker (a router honours one at a time). Screens and dialogs with
 * unsaved work register a guard; a move to another path (link, menu, portal switcher, Back, Forward)
 * is held and the newest guard asked; reloading or closing the tab gets the browser's own question.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const guards = useRef<Guard[]>([]);
  const [count, setCount] = useState(0);
  const [value] = useState<Guards>(() => ({
    add: (guard) => {
      guards.current.push(guard);
      setCount(guards.current.length);
      return () => {
        guards.current = guards.current.filter((candidate) => candidate !== guard);
        setCount(guards.current.length);
      };
    },
  }));
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guards.current.length > 0 && currentLocation.pathname !== nextLocation.pathname);

  const latestBlocker = useRef(blocker);
  useEffect(() => {
    latestBlocker.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const held = latestBlocker.current;
    const guard = guards.current[guards.current.length - 1];
    // Saved in the same tick as the move (a save that then opens the list): nothing left to ask.
    if (!guard) {
      held.proceed?.();
      return;
    }
    let current = true;
    void guard.ask().then((leave) => {
      if (!current) return;
      if (leave) held.proceed?.();
      else held.reset?.();
    });
    return () => {
      current = false;
    };
  }, [blocker.state]);

  useBeforeUnload((event) => {
    // A reload for a missing chunk keeps the open form as a draft: nothing is lost, nothing to ask.
    if (count === 0 || isReloadingForChunk()) return;
    event.preventDefault();
    event.returnValue = true;
  });

  return <GuardsContext.Provider value={value}>{children}</GuardsContext.Provider>;
}

/** While `active`, leaving the screen calls `ask` first (see LeaveGuardProvider). */
export function useLeaveGuard(active: boolean, ask: Ask) {
  const guards = useContext(GuardsContext);
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (!active || !guards) return;
    return guards.add({ ask: () => latest.current() });
  }, [active, guards]);
}
