/**
 * A text field of an edit's payload: as the server sent it when the form left it as it opened (a save
 * never trims what the user did not touch), else as the user typed it, trimmed.
 */
export function editedText(value: unknown, stored: unknown): string {
  if (typeof stored === 'string' && (value === undefined || value === null || value === stored)) return stored;
  return String(value ?? '').trim();
}
