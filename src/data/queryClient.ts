import { QueryClient } from '@tanstack/react-query';

/** An answer the server refused (4xx): asking again gets the same refusal. */
function refused(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * react-admin's query client with react-query's three retries kept for failures that may pass (no
 * connection, 5xx), none for a refusal: a 401 on the profile ends the session at once rather than
 * after seven seconds of retries, and a refused call shows its error without the wait.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: (failures, error) => !refused(error) && failures < 3 } } });
}
