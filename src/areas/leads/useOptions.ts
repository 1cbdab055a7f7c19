import { useEffect, useState } from 'react';

/**
 * Options loaded by `load` (a memoised loader: a new one means new inputs); an answer for inputs that
 * have since changed is dropped, so a slow brand list of the previous vehicle type never fills the select.
 * A failure is kept with `refetch`, for the picker to name it with Retry (ChoicesFailure), never as an
 * empty list alone.
 */
export function useOptions<T>(load: (() => Promise<T[]>) | undefined) {
  const [attempt, setAttempt] = useState(0);
  // The options with the loader and try they came from: those of an earlier one are not shown.
  const [answer, setAnswer] = useState<{ load: typeof load; attempt: number; options: T[]; error?: unknown }>({
    load: undefined,
    attempt: 0,
    options: [],
  });
  useEffect(() => {
    if (!load) return;
    let current = true;
    load()
      .then((loaded) => current && setAnswer({ load, attempt, options: loaded }))
      .catch((error: unknown) => current && setAnswer({ load, attempt, options: [], error: error ?? new Error('failed') }));
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const answered = answer.load === load && answer.attempt === attempt;
  return {
    options: load && answered ? answer.options : [],
    loading: Boolean(load) && !answered,
    error: load && answered ? answer.error : undefined,
    refetch: () => setAttempt((count) => count + 1),
  };
}
