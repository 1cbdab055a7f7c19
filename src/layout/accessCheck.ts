import { usePermissions } from 'react-admin';
import type { Permissions } from '../auth/signIn';

/**
 * The user's access rules, and why they could not be had: the profile call's failure while no rules
 * are known (a failed re-read behind rules already held is not one). The menu and its button say so.
 */
export function useAccessCheck(): { permissions: Permissions | undefined; failure: unknown } {
  const { permissions, error } = usePermissions<Permissions>();
  return { permissions, failure: permissions ? undefined : (error ?? undefined) };
}
