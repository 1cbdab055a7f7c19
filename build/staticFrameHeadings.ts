import { runnerImport, type Plugin } from 'vite';

/**
 * Fills index.html's first-visit frame with each list route's heading in every language, read from the
 * registry and the message files (src/frameHeadings.ts), so the frame names the screen before any
 * of the console's code loads. Runs before the script hashes (inlineScriptHashes.ts) are taken.
 */
export function staticFrameHeadings(mode: string): Plugin {
  const PLACEHOLDER = "/* route headings */ { locales: ['en'], headings: {} }";
  return {
    name: 'static-frame-headings',
    async transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error('index.html lost the route headings placeholder of its first-visit frame');
      const { module } = await runnerImport<typeof import('../src/frameHeadings')>('./src/frameHeadings.ts', {
        configFile: false,
        mode,
        logLevel: 'warn',
      });
      return html.replace(PLACEHOLDER, JSON.stringify(module.frameHeadings()));
    },
  };
}
