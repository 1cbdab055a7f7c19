type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Deep merge of plain objects; later sources win; arrays and other values are replaced whole. */
export function deepMerge<T extends object>(...sources: object[]): T {
  const out: Plain = {};
  for (const source of sources) mergeInto(out, source as Plain);
  return out as T;
}

function mergeInto(target: Plain, source: Plain): void {
  for (const [key, value] of Object.entries(source)) {
    if (isPlainObject(value)) {
      const branch: Plain = isPlainObject(target[key]) ? { ...(target[key] as Plain) } : {};
      mergeInto(branch, value);
      target[key] = branch;
    } else {
      target[key] = value;
    }
  }
}
