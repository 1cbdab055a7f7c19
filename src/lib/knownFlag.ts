/** A yes/no value as sent, or undefined when it was not (a badge shows '-', a switch is off-limits): never read as false. */
export const knownFlag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
