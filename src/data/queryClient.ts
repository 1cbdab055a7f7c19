import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/apiError';
import { provideOffline } from '../api/http';

// The HTTP client sends nothing while react-query holds its queries for the connection (useOnline).
provideOffline(() => !onlineManager.isOnline());

/** No server answered (the connection failed or timed out): asking again may get an answer. */
function unanswered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * react-admin's query client with react-query's three retries kept only for a call no server
 * answered. An error the server answered, or an answer the console could not read, shows at once
 * with its Retry: a 401 on the profile ends the session at once rather than after seven seconds of
 * retries. The documented 503 retries of a call are the HTTP client's (src/api/http.ts).
 * Writes run at once, online or not: offline the HTTP client refuses them with its message, where
 * react-query would hold them and send them on reconnecting, after the user had moved on (a status
 * switch, Approve, a garage's status with its reason).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => unanswered(error) && failures < 3 },
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The read a form opens on: once per opening (gcTime 0: a copy kept from an earlier open would send
 * back, unseen, what another admin has changed since) and never again while it is open: a read on
 * the window's focus or a reconnection would reset the form under the user, or swap it for an error.
 */
export const READ_ONCE_PER_OPEN = { gcTime: 0, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;
