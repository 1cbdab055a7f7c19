/**
 * One area's react-query keys, after Medusa's query-key factory: every key starts with the area,
 * then the call whose answer it caches, then that call's parameters. Screens ask the area's factory
 * (`subscriptionKeys.call('planDetails', garageId)`) instead of spelling arrays, so two screens
 * reading one call share its cache entry, and a write drops a call's entries by prefix
 * (`subscriptionKeys.calls('subscriptionHistory')`) or the whole area's (`all`).
 */
export function queryKeysFactory<Calls extends object>(area: string) {
  const all = [area] as const;
  return {
    all,
    /** Every cached answer of one call, whatever its parameters (a prefix for invalidation). */
    calls: (call: keyof Calls & string) => [...all, call] as const,
    /** The cached answer of one call with these parameters. */
    call: (call: keyof Calls & string, ...params: readonly unknown[]) => [...all, call, ...params] as const,
  };
}
