import { QueryClient } from '@tanstack/react-query';

/** The server answered with an error (4xx, 5xx): asking again at once gets the same answer. */
function answered(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400;
}

/**
 * react-admin's query client with react-query's three retries kept for a call no server answered (the
 * connection), none for an error the server answered: a 401 on the profile ends the session at once
 * rather than after seven seconds of retries, and a failure shows with its Retry without the wait.
 * The documented 503 retries of a call are the HTTP client's (src/api/http.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: (failures, error) => !answered(error) && failures < 3 } } });
}
