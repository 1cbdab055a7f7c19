import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the value of the last render, for event handlers, timers and subscriptions to read
 * later. It is set once the render is committed (not during it), which React and its compiler require.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
