import { request } from '../api/http';
import { adminProfile } from '../api/profileCall';
import type { GrantedFeature } from './permissions';

export interface Permissions {
  role?: string;
  features: GrantedFeature[];
}

/** GET /admin_{product}_dashboard: the signed-in admin's role and features. */
export async function loadProfile(): Promise<Permissions> {
  const answer = await request(adminProfile);
  const data = (answer as { data?: { role?: string; features?: GrantedFeature[] } }).data ?? {};
  return { role: data.role, features: data.features ?? [] };
}

let early: Promise<Permissions> | undefined;

/** A signed-in page load asks for the profile at once, beside the console's code, the screen's code and its rows. */
export function startProfileCall(): void {
  early = loadProfile();
  // Its failure (an ended session) is handled by whoever takes it.
  early.catch(() => undefined);
}

/** The profile call started with the page, once: later refreshes ask the server again. */
export function takeEarlyProfile(): Promise<Permissions> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
