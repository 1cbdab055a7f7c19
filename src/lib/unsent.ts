/** A value the server did not send: absent, null or empty text (never read as false, 0 or a state). */
export const isUnsent = (value: unknown): boolean => value === undefined || value === null || value === '';
