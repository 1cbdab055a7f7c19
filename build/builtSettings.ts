import type { Plugin } from 'vite';

/** The baked settings the container's start reads as its defaults (deploy/console-settings.envsh). */
const BAKED = { API_URL: 'VITE_API_URL', UPLOAD_URL: 'VITE_UPLOAD_URL', GOOGLE_MAPS_KEY: 'VITE_GOOGLE_MAPS_KEY' } as const;

/**
 * Writes dist/built-settings.txt: the backend, upload host and Maps key a build baked in (README
 * "Configuration"), one `NAME=value` a line. The image's settings script takes them where the container
 * sets none, so a build with defaults runs without them, its /config.json and its policy naming the
 * same hosts the code was built for. Values the code carries anyway: nothing secret is added.
 */
export function builtSettings(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'built-settings',
    apply: 'build',
    generateBundle() {
      const lines = Object.entries(BAKED).flatMap(([name, variable]) => (env[variable] ? [`${name}=${env[variable]}`] : []));
      this.emitFile({ type: 'asset', fileName: 'built-settings.txt', source: lines.map((line) => `${line}\n`).join('') });
    },
  };
}
