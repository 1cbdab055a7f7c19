import { defineCall } from './http';
import type { AdminProfile } from './types';

/** Role and features of the signed-in admin; its own module so the start-up can ask it before the console's code loads. */
export const adminProfile = defineCall<void, { data: AdminProfile }>('GET', '/admin_{product}_dashboard');
