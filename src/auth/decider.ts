import type { Resource } from '../resources/defineResource';
import { sourceOf } from '../resources/defineResource';
import { decideAccess, type AccessDecision } from './permissions';
import { readSession } from './session';

/** Binds the pure rule to the stored session and the resource registry. */
export function createAuthDecider(resources: readonly Resource[]) {
  const byRoute = new Map(resources.map((resource) => [resource.route, resource]));
  return (route: string, action: string): AccessDecision => {
    const session = readSession();
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
