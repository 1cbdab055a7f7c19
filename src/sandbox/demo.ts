/** Demo sign-ins the sandbox accepts; shown on the login page in sandbox mode only. */
export const DEMO_ADMIN = { email: 'admin@garagehub.in', password: 'Admin@123' } as const;
/** Every seeded sub-admin signs in with this password (e.g. catalogue@garagehub.in). */
export const DEMO_SUBADMIN = { email: 'catalogue@garagehub.in', password: 'Subadmin@123' } as const;
