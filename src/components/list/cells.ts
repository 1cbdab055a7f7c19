/** `cellSx` of date and time columns: one line, in right-to-left too. */
export const oneLineCell = () => ({ whiteSpace: 'nowrap' as const });
