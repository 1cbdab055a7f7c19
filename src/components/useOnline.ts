import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser is online, as react-query sees it (the browser's online and offline events):
 * the same signal that holds its queries while offline and sends them again once back
 * (refetchOnReconnect), so the notice, the blocked saves and the reloaded lists agree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
