import type { AppMessages } from './en';

// Filled by translation; English shows meanwhile.
const app: Partial<AppMessages> = {};
export default app;
