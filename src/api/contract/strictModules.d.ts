/** The strict readings build/strictReadings.ts writes from each area's schemas at build time. */
declare module 'virtual:contract-strict/*' {
  import type { StrictReadings } from './kit';
  export const strict: StrictReadings;
}
