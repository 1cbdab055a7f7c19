import { startTransition, useEffect, useState } from 'react';

/**
 * True a frame after `ready` became true, and from then on; at once when it already was at mount
 * (nothing left to wait for) unless `atOnceAtMount` is false. Set in a transition: rendered in slices that
 * let the browser breathe, and each stage (a list's parts after its rows, the app bar's buttons, the
 * menu's later entries) committed in a task of its own rather than all in one.
 */
export function useShownAfter(ready: boolean, atOnceAtMount = true): boolean {
  const [shown, setShown] = useState(ready && atOnceAtMount);
  useEffect(() => {
    if (shown || !ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setShown(true)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, ready]);
  return shown;
}
