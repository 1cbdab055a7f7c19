import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** `import('virtual:contract-strict/<area>')`: the strict reading of an area's answers, made from its schemas at build time. */
const PREFIX = 'virtual:contract-strict/';
const RESOLVED = `\0${PREFIX}`;
const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * Writes the strict reading of each contract area (src/api/contract/strictSource.ts) as a module when
 * it is imported: straight-line property reads that engines optimise, made before the code runs, as
 * the deployed content security policy allows no code made at run time. Nothing generated is kept
 * in src/; the schema files are watched, so a changed schema gives a new reading.
 */
export function strictReadings(): Plugin {
  /** Every area's source, made once per build from one load of the schemas. */
  let sources: Promise<{ byArea: Map<string, string>; files: string[] }> | undefined;
  const write = async () => {
    const runner = { configFile: false as const, logLevel: 'warn' as const };
    type Area = { calls: Record<string, import('../src/api/contract/index').CallContract> };
    const [contract, writer] = await Promise.all([
      runnerImport<typeof import('../src/api/contract/index')>('./src/api/contract/index.ts', runner),
      runnerImport<typeof import('../src/api/contract/strictSource')>('./src/api/contract/strictSource.ts', runner),
    ]);
    const areas = Object.entries(contract.module.CALLS);
    const schemas = await Promise.all(areas.map(([area]) => runnerImport<Area>(`./src/api/contract/${area}.ts`, runner)));
    const byArea = new Map(
      areas.map(([area, calls], index) => [
        area,
        writer.module.strictSource(
          area,
          calls.map((call) => schemas[index].module.calls[call]),
        ),
      ]),
    );
    const files = [contract, writer, ...schemas].flatMap((loaded) => loaded.dependencies).map((file) => resolve(file));
    return { byArea, files };
  };
  return {
    name: 'contract-strict-readings',
    buildStart() {
      sources = undefined;
    },
    watchChange() {
      sources = undefined;
    },
    resolveId: {
      filter: { id: new RegExp(`^${escaped(PREFIX)}`) },
      handler: (id) => `${RESOLVED}${id.slice(PREFIX.length)}`,
    },
    load: {
      filter: { id: new RegExp(`^${escaped(RESOLVED)}`) },
      async handler(id) {
        const area = id.slice(RESOLVED.length);
        const { byArea, files } = await (sources ??= write());
        for (const file of files) this.addWatchFile(file);
        return byArea.get(area) ?? this.error(`${PREFIX}${area}: no contract area of that name`);
      },
    },
  };
}
