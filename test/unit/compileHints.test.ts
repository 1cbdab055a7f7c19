import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../build/compileHints';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

describe('compile hints', () => {
  it("puts V8's hint first in the start chunks only, and moves their source maps down the same line", () => {
    const bundle: Record<string, unknown> = {
      'assets/start-shared-a.js': { type: 'chunk', name: 'start-shared', fileName: 'assets/start-shared-a.js', code: 'const a=1;\nexport{a};' },
      'assets/start-shared-a.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) },
      'assets/Dialog-b.js': { type: 'chunk', name: 'Dialog', fileName: 'assets/Dialog-b.js', code: 'export{};' },
      'assets/Dialog-b.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
    };
    const plugin = compileHints((name) => name.startsWith('start-'));
    (plugin.generateBundle as { handler: Handler }).handler({}, bundle);
    const file = (name: string) => bundle[name] as { code?: string; source?: string };
    expect(file('assets/start-shared-a.js').code).toBe(`${COMPILE_HINT}const a=1;\nexport{a};`);
    expect(JSON.parse(file('assets/start-shared-a.js.map').source!)).toEqual({ version: 3, mappings: ';AAAA;AACA' });
    expect(file('assets/Dialog-b.js').code).toBe('export{};');
    expect(JSON.parse(file('assets/Dialog-b.js.map').source!)).toEqual({ version: 3, mappings: 'AAAA' });
  });
});
