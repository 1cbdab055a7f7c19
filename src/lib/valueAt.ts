/** The value at a dotted path (`vehicle.brand`) of a row; undefined where the path breaks. */
export function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
