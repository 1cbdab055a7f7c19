import { useEffect, useRef } from 'react';

/**
 * Unsaved-work guards for navigations the browser or the console starts outside a link: the Back and
 * Forward buttons and the portal switcher. The newest active guard is asked; leaving goes ahead only
 * when it answers true.
 */
type Ask = () => Promise<boolean>;
const guards: { ask: Ask }[] = [];

/** Asks the newest guard (true at once when nothing is unsaved). */
export function confirmLeave(): Promise<boolean> {
  const guard = guards[guards.length - 1];
  return guard ? guard.ask() : Promise.resolve(true);
}

/** react-router stores the entry's position in history.state.idx. */
const indexOf = (state: unknown) => (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : undefined);

let installed = false;
let shownIndex: number | undefined;
/** A pop of our own making: undoing a Back until the user answers, or carrying it out after. */
let passing: { kind: 'undo'; delta: number } | { kind: 'leave' } | undefined;

/**
 * Registered once, before the router's own listener: a Back or Forward while a guard is active is
 * hidden from the router and undone, the guard asked, and repeated when the user agrees to leave.
 */
function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  shownIndex = indexOf(window.history.state);
  window.addEventListener('popstate', (event) => {
    const target = indexOf(event.state);
    const current = passing;
    passing = undefined;
    if (current?.kind === 'undo') {
      event.stopImmediatePropagation();
      void confirmLeave().then((leave) => {
        if (!leave) return;
        passing = { kind: 'leave' };
        window.history.go(current.delta);
      });
      return;
    }
    if (current?.kind === 'leave' || guards.length === 0) {
      shownIndex = target;
      return;
    }
    event.stopImmediatePropagation();
    const delta = shownIndex !== undefined && target !== undefined && target !== shownIndex ? target - shownIndex : -1;
    passing = { kind: 'undo', delta };
    window.history.go(-delta);
  });
  // The router's own moves (links, navigate) change the shown entry too.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
      original(state, unused, url);
      shownIndex = indexOf(state);
    };
  }
}
install();

/** While `active`, Back/Forward and the portal switcher call `ask` before leaving. */
export function useNavigationGuard(active: boolean, ask: Ask) {
  const latest = useRef(ask);
  latest.current = ask;
  useEffect(() => {
    if (!active) return;
    install();
    const guard = { ask: () => latest.current() };
    guards.push(guard);
    return () => {
      const position = guards.indexOf(guard);
      if (position >= 0) guards.splice(position, 1);
    };
  }, [active]);
}
