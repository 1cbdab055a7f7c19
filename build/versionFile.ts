import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The commit built: COMMIT (the image's build argument), CI's variable, else git's HEAD; 'unknown' outside a checkout. */
function commitBuilt(): string {
  const given = process.env.COMMIT || process.env.GITHUB_SHA || process.env.CI_COMMIT_SHA;
  if (given) return given;
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : 'unknown';
}

/**
 * Writes version.json ({version, commit}) beside index.html and builds the same two values into the
 * console (import.meta.env.CONSOLE_VERSION and CONSOLE_COMMIT): an open tab reads the file
 * again when it becomes visible and offers a reload when they differ (src/layout/NewVersion.tsx).
 */
export function versionFile(): Plugin {
  const release = {
    version: (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
    commit: commitBuilt(),
  };
  return {
    name: 'version-file',
    apply: 'build',
    config: () => ({
      define: {
        'import.meta.env.CONSOLE_VERSION': JSON.stringify(release.version),
        'import.meta.env.CONSOLE_COMMIT': JSON.stringify(release.commit),
      },
    }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(release)}\n` });
    },
  };
}
