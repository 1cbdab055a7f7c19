import { useEffect, useState } from 'react';

/** Counter duration (spec 000 §9: "duration 10"), in seconds. */
export const COUNTER_DURATION_S = 10;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Counts up to `value` with an ease-out curve; shows the value at once under reduced motion. */
export function AnimatedCounter({ value, durationS = COUNTER_DURATION_S }: { value: number; durationS?: number }) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? value : 0));
  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(value);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min((now - start) / (durationS * 1000), 1);
      const eased = 1 - (1 - progress) ** 4;
      setShown(Math.max(0, Math.round(value * eased)));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, durationS]);
  return (
    <span aria-live="off" data-value={value}>
      {shown.toLocaleString('en-IN')}
    </span>
  );
}
