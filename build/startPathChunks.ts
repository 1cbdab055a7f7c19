import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The start path in a few files instead of ~80. Rolldown splits modules by the set of lazy imports
 * that reach them, so the console's start (boot.tsx and its static imports) arrived as dozens of
 * small chunks, fetched six at a time over HTTP/1.1, one wave after another. Three groups, read off
 * the module graph at the end of the build: what the sign-in screen and the console both start with
 * (React, MUI's core), the rest of the console's start, and what every list screen adds; what the page's
 * entry itself imports stays apart, so it keeps choosing between the two starts cheaply. Modules only
 * lazy screens, dialogs or the worker use keep Rolldown's own chunks.
 *
 * The walk follows static imports, so a barrel counts every module it re-exports as reached: the
 * sign-in screen imports MUI by component path, or the shared group would carry all the MUI the
 * console starts with.
 *
 * Both lists below are kept by hand, so each entry must still do something: a start file missing
 * from the build, a barrel path the walks never meet or a group that gathers nothing fails the build
 * with its name (an upgrade or a move would otherwise leave it matching nothing, silently).
 */
export const START_PATHS = {
  page: 'src/main.tsx',
  signIn: 'src/pages/login/standalone.tsx',
  console: 'src/boot.tsx',
  // ResourceList and the row pieces most list screens show.
  lists: [
    'src/components/list/ResourceList.tsx',
    'src/components/list/AddButton.tsx',
    'src/components/list/EditRowButton.tsx',
    'src/components/list/SerialNumber.tsx',
    'src/components/list/StatusToggle.tsx',
    'src/components/InitialsAvatar.tsx',
    'src/components/list/StatusBadge.tsx',
  ],
};
type StartPath = keyof typeof START_PATHS;

const muiMaterial = (names: string[]) => names.map((name) => `@mui/material/${name}/`);
const raInputs = (names: string[]) => names.map((name) => `ra-ui-materialui/dist/input/${name}Input`);
/**
 * Modules the starts reach only through react-admin's and MUI's barrels, which forms, dialogs and
 * pickers use: left out of the walk, they stay with the lazy code that needs them. Were a start to
 * use one, it would load as a chunk of its own, not break. Paths under node_modules/, matched from
 * their start.
 */
export const ONLY_THROUGH_BARRELS = [
  'dompurify/',
  // react-admin's guessers (unused): through them the walk met all of date-fns, which the date pickers and
  // the waiting-work list then found in the console's start.
  'ra-core/dist/inference/',
  // Forms: react-admin's inputs, form and save button, and react-hook-form under them, are for the
  // lazy screens' dialogs and editors; no start screen draws a form.
  'react-hook-form/',
  'ra-core/dist/form/',
  'ra-ui-materialui/dist/button/SaveButton',
  'ra-ui-materialui/dist/Labeled',
  ...muiMaterial([
    'Autocomplete',
    'useAutocomplete',
    'Tabs',
    'Tab',
    'TabScrollButton',
    'Rating',
    'Radio',
    'RadioGroup',
    'ToggleButton',
    'ToggleButtonGroup',
    'FormGroup',
    'FormControlLabel',
    'TableContainer',
    // The phone's overflow menu's dot (src/layout/BarMoreMenu.tsx).
    'Badge',
  ]),
  ...raInputs(['Text', 'Loading', 'Autocomplete', 'AutocompleteArray', 'Select', 'CheckboxGroup', 'RadioButtonGroup', 'Number', 'Boolean']),
];

const GROUPS: { name: string; starts: StartPath[]; priority: number }[] = [
  // What the page's entry imports itself, captured first so that no other group takes it in as a dependency.
  { name: 'start-page', starts: ['page'], priority: 40 },
  { name: 'start-shared', starts: ['signIn', 'console'], priority: 30 },
  { name: 'start-console', starts: ['console'], priority: 20 },
  { name: 'start-lists', starts: ['lists'], priority: 10 },
];

export function startPathChunks() {
  const reached = new Map<StartPath, Set<string>>();
  const barrelPath = (id: string) => ONLY_THROUGH_BARRELS.find((path) => id.includes(`/node_modules/${path}`));
  const plugin: Plugin = {
    name: 'start-path-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const met = new Set<string>();
      for (const [path, files] of Object.entries(START_PATHS) as [StartPath, string | string[]][]) {
        const missing = [files].flat().find((file) => !this.getModuleInfo(resolve(file)));
        if (missing) this.error(`START_PATHS.${path}: ${missing} is not in the build (moved or renamed?)`);
        const closure = new Set<string>();
        const pending = [files].flat().map((file) => resolve(file));
        while (pending.length) {
          const id = pending.pop()!;
          if (closure.has(id)) continue;
          const barrel = barrelPath(id);
          if (barrel) {
            met.add(barrel);
            continue;
          }
          const info = this.getModuleInfo(id);
          if (!info) continue;
          closure.add(id);
          pending.push(...info.importedIds);
        }
        reached.set(path, closure);
      }
      const unmet = ONLY_THROUGH_BARRELS.filter((path) => !met.has(path));
      if (unmet.length)
        this.error(`ONLY_THROUGH_BARRELS: no start reaches node_modules/${unmet.join(', node_modules/')} (renamed in an upgrade? fix or drop it)`);
    },
    generateBundle(_options, bundle) {
      const names = new Set(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.name] : [])));
      const empty = GROUPS.filter(({ name }) => !names.has(name)).map(({ name }) => name);
      if (empty.length) this.error(`start-path-chunks: the group ${empty.join(', ')} gathered no module`);
    },
  };
  const inGroup = (starts: StartPath[]) => (id: string) => starts.every((path) => reached.get(path)?.has(id) ?? false);
  return {
    plugin,
    /** Whether a chunk is one of the start path's groups. */
    isStartChunk: (name: string) => GROUPS.some((group) => group.name === name),
    codeSplitting: { groups: GROUPS.map(({ name, starts, priority }) => ({ name, test: inGroup(starts), priority })) },
  };
}
