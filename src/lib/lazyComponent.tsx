import { lazy, useEffect, useState, type ComponentType } from 'react';
import { whenOnline } from './whenOnline';

/** A component whose code loads when first rendered, or earlier through `preload`. */
export type LazyComponent<Props extends object> = ComponentType<Props> & { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * `React.lazy`, except that once the code is in, the component renders at once. `lazy` suspends on
 * its first render even when its code was loaded ahead, and React holds every Suspense reveal until
 * 300 ms after the last fallback was shown, so a preloaded screen or dialog still waited that long.
 */
export function lazyComponent<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): LazyComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let Loaded: ComponentType<Props> | undefined;
  // Offline, the code is asked for once the connection is back: Chromium keeps a failed import's
  // failure for the page's life, so asking now would fail the component for good (a reload then).
  const preload = (): Promise<{ default: ComponentType<Props> }> =>
    (loading ??= (navigator.onLine ? load() : whenOnline().then(load)).then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk is asked for again on the next render (the error page's retry).
        loading = undefined;
        // The connection went while it came: asked for again once back. Where the browser keeps the
        // failure, that fails too and the error page reloads the page (an open form kept as a draft).
        if (!navigator.onLine) return whenOnline().then(preload);
        throw error;
      },
    ));
  const Suspending = lazy(preload);
  function Lazy(props: Props) {
    // Each use keeps the way it first rendered: switching would mount the component afresh.
    const [loadedAtMount] = useState(() => Loaded !== undefined);
    return loadedAtMount && Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Lazy, { preload, isLoaded: () => Loaded !== undefined });
}

/**
 * Whether a lazy component's code is in; until then it is asked for, and its arrival renders the
 * caller again. A plain update, where suspending would show a fallback and hold the reveal 300 ms.
 */
export function useCodeLoaded(component: Partial<Pick<LazyComponent<object>, 'preload' | 'isLoaded'>>): boolean {
  const [loaded, setLoaded] = useState(() => component.isLoaded?.() ?? true);
  useEffect(() => {
    if (loaded || !component.preload) return;
    let current = true;
    // A failed load renders too: the component then throws to the error page.
    const done = () => current && setLoaded(true);
    component.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [component, loaded]);
  return loaded;
}
