import { use, useEffect, useState, type ComponentType } from 'react';

/** A component whose code loads when first rendered, or earlier through `preload`. */
export type LazyComponent<Props extends object> = ComponentType<Props> & { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * `React.lazy`, except that once the code is in, the component renders at once. `lazy` suspends on
 * its first render even when its code was loaded ahead, and React holds every Suspense reveal until
 * 300 ms after the last fallback was shown, so a preloaded screen or dialog still waited that long.
 */
export function lazyComponent<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): LazyComponent<Props> {
  // Marked fulfilled as React marks the promises it tracks, so `use` reads a loaded module at once.
  let loading: (Promise<{ default: ComponentType<Props> }> & { status?: 'fulfilled'; value?: { default: ComponentType<Props> } }) | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Object.assign(loading!, { status: 'fulfilled', value: module });
        return module;
      },
      (error: unknown) => {
        // A failed chunk is asked for again on the next render (the error page's retry).
        loading = undefined;
        throw error;
      },
    ));
  function Lazy(props: Props) {
    const Shown = use(preload()).default;
    return <Shown {...props} />;
  }
  return Object.assign(Lazy, { preload, isLoaded: () => loading?.status === 'fulfilled' });
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
