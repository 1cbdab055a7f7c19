import type { Resource } from '../core/defineResource';
import { sourceOf } from '../core/defineResource';
import { decideAccess, type AccessDecision, type GrantedFeature } from './permissions';
import { readSession } from './session';

export interface Grant {
  role?: string;
  features?: GrantedFeature[];
}

/**
 * Binds the pure rule to the resource registry and a grant: by default the stored session; the
 * authProvider passes the role and features the profile call confirmed once it has answered.
 */
export function createAuthDecider(resources: readonly Resource[], grant: () => Grant | undefined = readSession) {
  const byRoute = new Map(resources.map((resource) => [resource.route, resource]));
  return (route: string, action: string): AccessDecision => {
    const session = readSession() ? grant() : undefined;
    const definition = byRoute.get(route);
    return decideAccess({
      role: session?.role,
      features: session?.features ?? [],
      resource: route,
      portal: definition ? sourceOf(definition.portal) : 'vrgarage',
      action,
      adminOnlyActions: definition?.adminOnlyActions,
    });
  };
}
