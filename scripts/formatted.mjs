import { readFileSync } from 'node:fs';
import { format } from 'oxfmt';

const { $schema: _schema, ignorePatterns: _ignored, ...options } = JSON.parse(readFileSync(new URL('../.oxfmtrc.json', import.meta.url), 'utf8'));

/** `text` as `npm run format` writes `file`: the repository's formatting (.oxfmtrc.json), so the lint passes it as written. */
export async function formatted(file, text) {
  const { code, errors } = await format(file, text, options);
  if (errors.length > 0) throw new Error(`${file} could not be formatted: ${errors[0].message}`);
  return code;
}
