// Only the properties: the schema's title and description stay out of the console's code.
import { properties as schemaProperties } from '../../deploy/config.schema.json';
import { consoleFileUrl } from './basePath';

/** /config.json: the settings a deployment gives the console at run time (deploy/config.schema.json). */
export interface RuntimeConfig {
  apiUrl?: string;
  uploadUrl?: string;
  product?: string;
  productLabel?: string;
  googleMapsKey?: string;
  siteUrl?: string;
  reportUrl?: string;
  basePath?: string;
  versionCheckSeconds?: string;
}

export type ConfigReading = { config: RuntimeConfig } | { problem: string };

const properties: Record<string, { pattern: string }> = schemaProperties;
const patterns = new Map(Object.entries(properties).map(([key, { pattern }]) => [key, new RegExp(pattern)]));

/** Checks a parsed /config.json against the schema: every key known, every value a string of its pattern. */
export function readRuntimeConfig(value: unknown): ConfigReading {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: '/config.json is not a JSON object' };
  for (const [key, entry] of Object.entries(value)) {
    const pattern = patterns.get(key);
    if (!pattern) return { problem: `/config.json has an unknown key "${key}"` };
    if (typeof entry !== 'string') return { problem: `/config.json: ${key} is not a string` };
    if (!pattern.test(entry)) return { problem: `/config.json: ${key} is not valid (${properties[key].pattern})` };
  }
  return { config: value as RuntimeConfig };
}

/**
 * Reads /config.json from beside the console's files (its base path), with the mode and credentials of index.html's
 * preload (`<link rel="preload" as="fetch" crossorigin>`), so the answer already on its way is used.
 * No file (404, or a page a server falls back to) is no configuration; anything else that cannot be
 * read is a problem, and the console then calls no host.
 */
export async function fetchRuntimeConfig(): Promise<ConfigReading> {
  let answer: Response;
  try {
    answer = await fetch(consoleFileUrl('config.json'), { mode: 'cors', credentials: 'same-origin' });
  } catch {
    return { problem: '/config.json could not be fetched' };
  }
  if (answer.status === 404 || (answer.ok && /html/i.test(answer.headers.get('content-type') ?? ''))) return { config: {} };
  if (!answer.ok) return { problem: `/config.json answered ${answer.status}` };
  try {
    return readRuntimeConfig(JSON.parse(await answer.text()));
  } catch {
    return { problem: '/config.json is not valid JSON' };
  }
}
