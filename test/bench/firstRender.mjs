#!/usr/bin/env node
/**
 * Where a cold open spends its time before the first row: when the code and the rows arrive, the
 * paints, the long tasks, and the main thread's self time per built chunk (a CPU profile). Figures
 * only.
 *
 *   node test/bench/firstRender.mjs [--no-build] [--path /admin/category] [--runs 3] [--cpu-slowdown 4] [--anchor] [--build-anchor]
 *
 * Each open is a fresh browser context (empty HTTP cache) of Debian's Chromium, signed in as the
 * administrator, on a sandbox of 200 garages. The first opens also say what the page drew by its
 * first row (elements, Emotion's style rules inserted) and, from a DevTools trace of its main thread,
 * the browser's style recalculation, layout and paint up to then.
 *
 * By part: the elements and the distinct Emotion classes in the app bar, the menu, the screen (heading,
 * list and table) and the rest, and the global rules (CssBaseline's and other global styles); the
 * profiled opens' main-thread time, read through the build's source maps (dist-sourcemaps/), by package
 * (react-dom, MUI, Emotion, react-admin, the console's own folders), by React's phase (render, commit)
 * and by what the time went to inside it (Emotion's serialising, stylis' compiling, rule insertion).
 * Two more opens each run: one traced with the threads' tasks, for each thread's busy time up to the
 * first row (on two cores, whether the open is waiting or working); one under V8's coverage, for how
 * much of the code loaded by the first row ran by then, by package or console folder (a byte counts as
 * run when the innermost function holding it was called; what no function holds, the modules' own
 * top-level code, counts as run).
 * `--anchor` opens the bare react-admin list (`test/bench/anchor/`) too, turn about with the console,
 * and reports the same for it (its build with source maps beside it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sourceMap from 'source-map-js';
import {
  ANCHOR_BASE,
  ANCHOR_DIST,
  DIST,
  adminSession,
  buildAnchorUnlessAsked,
  buildUnlessAsked,
  flag,
  launchChromium,
  log,
  observeLongTasks,
  option,
  outermostSlices,
  previewServer,
  slowDown,
  startAnchor,
} from './harness.mjs';

const path = option('--path', '/admin/category');
const runs = Number(option('--runs', '3'));
/** --cpu-slowdown N: the page's CPU N times slower (DevTools throttling). */
const rate = Number(option('--cpu-slowdown', '1'));
const withAnchor = flag('--anchor');

/** Source maps of a build's scripts, by file name: `<dist>-sourcemaps/assets/` (the console) or beside the scripts (the anchor). */
function sourceMapsOf(dist) {
  const consumers = new Map();
  return (file) => {
    if (!consumers.has(file)) {
      const candidates = [join(`${dist}-sourcemaps`, 'assets', `${file}.map`), join(dist, 'assets', `${file}.map`)];
      const found = candidates.find((candidate) => existsSync(candidate));
      consumers.set(file, found ? new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(found, 'utf8'))) : null);
    }
    return consumers.get(file);
  };
}

/** Which package or console folder a source file belongs to. */
function partOfSource(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope;
    if (pkg.startsWith('@emotion/')) return '@emotion';
    if (['ra-core', 'ra-ui-materialui', 'react-admin', 'ra-i18n-polyglot', 'node-polyglot'].includes(pkg)) return `react-admin (${pkg})`;
    return pkg;
  }
  const console = source.match(/(?:^|\/)(src|i18n)\/(.*)$/);
  if (console) {
    const [, root, rest] = console;
    const parts = rest.split('/');
    return `${root}/${parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]}`;
  }
  return source;
}

/** What a sample went to inside: the kind, its functions' names, and the package they must come from (the bench's own injected `next` or `serialize` are not stylis'). */
const INSIDE = [
  ['Emotion serialise', /^(serializeStyles|handleInterpolation|createStringFromObject|processStyleValue|processStyleName)$/, /emotion/],
  [
    'stylis compile',
    /^(compile|parse|serialize|stringify|prefix|middleware|ruleset|declaration|comment|tokenize|alloc|dealloc|delimit|whitespace|identifier|caret|next|peek|char|slice|token|escaping|commenter|rtlPlugin|stylisPluginRtl)$/,
    /stylis/,
  ],
  ['rule insertion', /^(insert|insertRule|insertStyles|_insertTag|createStyleElement|speedy|flush)$/, /emotion|native/],
  [
    'MUI styles',
    /^(styleFunctionSx|processStyle|createStyled|styled|mergeBreakpointsInOrder|resolveTheme|preprocessStyles|handleBreakpoints|style|getThemeValue|deepmerge|unstable_createStyleFunctionSx)$/,
    /@mui/,
  ],
];
/** React's commit: commitRoot, the flushing of a commit's effects (React 19 also runs it before the next render) and their traversals. */
const COMMIT = /^(commitRoot|commit\w*Effects|recursivelyTraverse\w*Effects|flush(Pending|Mutation|Layout|Passive)Effects|flushSpawnedWork)/;

/** Where the console's Emotion caches insert their rules (src/layout/direction.tsx): time under it is rule insertion. */
const CONSOLE_SHEET_INSERT = /src\/layout\/direction\.tsx$/;

/**
 * The profile's main-thread time by package (self time, through the source maps), by React's phase
 * (a sample under commitRoot or React's flushing of a commit's effects is commit, one under performUnitOfWork or beginWork render) and by what
 * it went to inside (the innermost of Emotion's serialising, stylis, rule insertion).
 */
function timeByPart(profile, mapsOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const mapped = new Map();
  const resolveFrame = (node) => {
    if (mapped.has(node.id)) return mapped.get(node.id);
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let result = { part: url ? basename(url).replace(/-[\w-]{8}\.js$/, '.js') : functionName || '(native)', name: functionName };
    const file = url && basename(new URL(url, 'http://x').pathname);
    const consumer = file && file.endsWith('.js') ? mapsOf(file) : null;
    if (consumer && lineNumber >= 0) {
      const original = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (original.source) result = { part: partOfSource(original.source), name: original.name || functionName, source: original.source };
    }
    if (!url) result = { part: functionName.startsWith('(') ? functionName : `(native) ${functionName}`, name: functionName };
    mapped.set(node.id, result);
    return result;
  };
  const byPackage = new Map();
  const byPhase = new Map();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const self = resolveFrame(nodes.get(id));
    byPackage.set(self.part, (byPackage.get(self.part) ?? 0) + ms);
    let phase = 'outside React';
    let inside = '';
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { name, part, source } = resolveFrame(nodes.get(at));
      // The console's own sheet insert (direction.tsx) wraps Emotion's; the minified frames under it carry no name.
      if (!inside && CONSOLE_SHEET_INSERT.test(source ?? '')) inside = 'rule insertion';
      if (!inside) for (const [kind, test, ownPart] of INSIDE) if (test.test(name ?? '') && ownPart.test(part)) inside = kind;
      // React 19 also flushes a commit's effects outside commitRoot (flushPendingEffects, before the next render).
      // (a stack the profiler cut short still shows the commit's own traversal).
      if (COMMIT.test(name ?? '')) phase = 'React commit';
      else if (
        phase === 'outside React' &&
        /^(performUnitOfWork|beginWork|completeWork|renderRootSync|renderRootConcurrent|workLoop)/.test(name ?? '')
      )
        phase = 'React render';
    }
    if (self.part === '(idle)' || self.part === '(program)' || self.part === '(garbage collector)') phase = self.part;
    const key = `${phase}${inside ? ` / ${inside}` : ''}`;
    byPhase.set(key, (byPhase.get(key) ?? 0) + ms);
  });
  return { byPackage, byPhase };
}

/** In the page: elements and distinct Emotion classes of each part of the first screen, and the global rules. */
function drawnByPart() {
  const fixed = document.querySelector('.RaSidebar-fixed');
  const partOf = [
    ['app bar', document.querySelector('header')],
    ['menu', fixed?.closest('.MuiDrawer-root') ?? fixed],
    ['screen', document.querySelector('#main-content, main')],
  ];
  const sheets = Array.from(document.styleSheets).filter(
    (sheet) => sheet.ownerNode instanceof HTMLElement && sheet.ownerNode.dataset.emotion !== undefined,
  );
  const keys = [...new Set(sheets.map((sheet) => sheet.ownerNode.dataset.emotion.split(' ')[0].replace(/-global$/, '')))];
  const emotionClass = (name) => keys.some((key) => name.startsWith(`${key}-`) && !/^[A-Z]/.test(name));
  const classes = (element) => [...element.classList].filter(emotionClass);
  const parts = {};
  const seen = new Set();
  for (const [name, root] of partOf) {
    if (!root) continue;
    const all = [root, ...root.querySelectorAll('*')].filter((element) => !seen.has(element));
    all.forEach((element) => seen.add(element));
    parts[name] = { elements: all.length, classes: new Set(all.flatMap(classes)).size };
  }
  const rest = [...document.querySelectorAll('*')].filter((element) => !seen.has(element));
  parts.rest = { elements: rest.length, classes: new Set(rest.flatMap(classes)).size };
  let globalRules = 0;
  for (const sheet of sheets)
    for (const rule of sheet.cssRules) if (!keys.some((key) => (rule.selectorText ?? rule.cssText).includes(`.${key}-`))) globalRules += 1;
  parts.globalRules = globalRules;
  return parts;
}

/** Milliseconds of main-thread self time per script file (hash dropped), from a CPU profile. */
function selfTimeByFile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  profile.samples.forEach((id, index) => {
    const { url, functionName } = nodes.get(id).callFrame;
    const file = (url.split('/').pop() || functionName || '(native)').replace(/-[\w-]{8}\.js$/, '.js');
    byFile.set(file, (byFile.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return byFile;
}

/** Main-thread milliseconds up to the first row, by kind, from a DevTools trace (a phase inside one of its own name counted once). */
const TRACED = { UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'paint', Paint: 'paint', Layerize: 'paint', ParseAuthorStyleSheet: 'style' };
function tracedTimes(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const mark = events.find((event) => event.name === 'bench-first-row');
  const times = { style: 0, layout: 0, paint: 0 };
  if (!mark) return times;
  const traced = events.filter(
    (event) => TRACED[event.name] && event.ph === 'X' && event.pid === mark.pid && event.tid === mark.tid && event.ts + (event.dur ?? 0) <= mark.ts,
  );
  for (const event of outermostSlices(traced, (slice) => slice.name)) times[TRACED[event.name]] += event.dur / 1000;
  return times;
}

/** Busy milliseconds per thread (process / thread name) from navigation to the first row: each thread's outermost trace slices. */
function busyByThread(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const mark = events.find((event) => event.name === 'bench-first-row');
  const start = events.find((event) => event.name === 'ParseHTML' && event.pid === mark?.pid);
  if (!mark || !start) return new Map();
  const threadNames = new Map(events.filter((event) => event.name === 'thread_name').map((event) => [`${event.pid}:${event.tid}`, event.args.name]));
  const processNames = new Map(events.filter((event) => event.name === 'process_name').map((event) => [event.pid, event.args.name]));
  const slices = events.filter((event) => event.ph === 'X' && event.dur > 0 && event.ts < mark.ts && event.ts + event.dur > start.ts);
  const busy = new Map();
  for (const slice of outermostSlices(slices)) {
    const thread = `${slice.pid}:${slice.tid}`;
    const name = `${processNames.get(slice.pid) ?? slice.pid} ${(threadNames.get(thread) ?? 'thread').replace(/\d+$/, '')}`;
    busy.set(name, (busy.get(name) ?? 0) + (Math.min(slice.ts + slice.dur, mark.ts) - Math.max(slice.ts, start.ts)) / 1000);
  }
  return busy;
}

/**
 * Bytes of each script loaded by the first row, and of those in functions that had run, by package or
 * console folder (source maps): from V8's function-level coverage and the built files.
 */
function runBytesByPart(scripts, dist, mapsOf) {
  const byPart = new Map();
  for (const { url, functions } of scripts) {
    const file = url && basename(new URL(url).pathname);
    const path = file && join(dist, 'assets', file);
    if (!file?.endsWith('.js') || !existsSync(path)) continue;
    const code = readFileSync(path, 'utf8');
    // Outermost first, so each byte ends with the innermost function holding it.
    const ran = new Uint8Array(code.length).fill(1);
    const ranges = functions.map(({ ranges: [range] }) => range).filter((range) => range.endOffset - range.startOffset < code.length);
    ranges.sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
    for (const { startOffset, endOffset, count } of ranges) ran.fill(count > 0 ? 1 : 0, startOffset, endOffset);
    const lineStarts = [0];
    for (let at = code.indexOf('\n'); at >= 0; at = code.indexOf('\n', at + 1)) lineStarts.push(at + 1);
    // Each mapping's source holds the bytes up to the next mapping.
    const marks = [];
    mapsOf(file)?.eachMapping((mapping) => {
      if (mapping.source) marks.push([lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn, partOfSource(mapping.source)]);
    });
    marks.sort((a, b) => a[0] - b[0]);
    if (!marks.length || marks[0][0] > 0) marks.unshift([0, `${file.replace(/-[\w-]{8}\.js$/, '.js')} (unmapped)`]);
    marks.forEach(([from, part], index) => {
      const to = marks[index + 1]?.[0] ?? code.length;
      const totals = byPart.get(part) ?? { loaded: 0, run: 0 };
      totals.loaded += to - from;
      for (let at = from; at < to; at += 1) totals.run += ran[at];
      byPart.set(part, totals);
    });
  }
  return byPart;
}

/**
 * In the page, before any script: a stand-in for React DevTools' hook, which React DOM (production
 * too) calls on each commit. Each commit up to the first row is recorded: when, and how many
 * components rendered and host elements were created or updated, by part (the app bar: under the
 * `header`; the menu: under the sidebar; the screen: under `#main-content`; the shell: the providers,
 * layout and anything else).
 */
function observeCommits() {
  window.__commits = [];
  const PERFORMED_WORK = 1;
  const COMPOSITE = new Set([0, 1, 2, 11, 14, 15]);
  const HOST = new Set([5, 6, 26, 27]);
  const partOfHost = (node) => {
    if (!(node instanceof HTMLElement)) return undefined;
    if (node.tagName === 'HEADER') return 'app bar';
    if (node.classList.contains('RaSidebar-fixed') || node.classList.contains('MuiDrawer-root')) return 'menu';
    if (node.id === 'main-content') return 'screen';
    return undefined;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (window.__firstRowSeen) return;
      const counts = {};
      const changed = [];
      const add = (part, kind) => {
        counts[part] ??= { rendered: 0, hosts: 0 };
        counts[part][kind] += 1;
      };
      const stack = [[root.current.child, 'shell']];
      while (stack.length) {
        const [fiber, inherited] = stack.pop();
        if (!fiber) continue;
        const part = (HOST.has(fiber.tag) && partOfHost(fiber.stateNode)) || inherited;
        const fresh = fiber.alternate === null;
        if (COMPOSITE.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK) add(part, 'rendered');
        if (HOST.has(fiber.tag) && (fresh || fiber.memoizedProps !== fiber.alternate.memoizedProps)) add(part, 'hosts');
        // A context whose value changed: what its readers saw change (its value's first keys).
        if (fiber.tag === 10 && !fresh && fiber.memoizedProps.value !== fiber.alternate.memoizedProps.value) {
          const value = fiber.memoizedProps.value;
          changed.push(value && typeof value === 'object' ? `{${Object.keys(value).slice(0, 3).join(',')}}` : typeof value);
        }
        if (fiber.sibling) stack.push([fiber.sibling, inherited]);
        // A subtree React did not visit in this render keeps its children (and their old flags).
        if (fiber.child && (fresh || fiber.child !== fiber.alternate.child)) stack.push([fiber.child, part]);
      }
      window.__commits.push({ at: performance.now(), counts, changed });
    },
  };
}

/** `kind`: 'timed' (a light trace), 'profiled' (a CPU profile), 'threads' (each thread's tasks traced) or 'coverage' (V8's). */
async function open(browser, target, kind) {
  const profiled = kind === 'profiled';
  const context = await browser.newContext({ baseURL: target.base, viewport: { width: 1366, height: 860 } });
  try {
    const page = await context.newPage();
    await slowDown(context, page, rate);
    if (target.session) {
      await page.goto('/favicon.svg');
      await page.evaluate((stored) => localStorage.setItem('admin', stored), JSON.stringify(target.session));
    }
    await page.addInitScript(observeLongTasks);
    await page.addInitScript(observeCommits);
    const requests = [];
    page.on('requestfinished', (request) => requests.push(request));
    const cdp = profiled ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const categories =
      kind === 'threads'
        ? ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing']
        : ['devtools.timeline', 'blink.user_timing'];
    if (kind === 'timed' || kind === 'threads') await browser.startTracing(page, { categories });
    const coverage = kind === 'coverage' ? await context.newCDPSession(page) : undefined;
    if (coverage) {
      await coverage.send('Profiler.enable');
      await coverage.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
    }
    // At commit, so the first row is seen as it is drawn, not once the page's images have loaded (the load event).
    await page.goto(target.path, { waitUntil: 'commit' });
    // A data row, not a loading skeleton: a cell holding text.
    await page.waitForFunction(() => Array.from(document.querySelectorAll('tbody tr td')).some((cell) => (cell.textContent ?? '').trim()), null, {
      timeout: 120_000,
      polling: 'raf',
    });
    const figures = await page.evaluate(() => ({
      firstRow: performance.mark('bench-first-row').startTime,
      commits: ((window.__firstRowSeen = true), window.__commits),
      elements: document.getElementsByTagName('*').length,
      styleRules: Array.from(document.styleSheets)
        .filter((sheet) => sheet.ownerNode instanceof HTMLElement && sheet.ownerNode.dataset.emotion !== undefined)
        .reduce((count, sheet) => count + sheet.cssRules.length, 0),
      origin: performance.timeOrigin,
      paints: Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])),
      longTasks: window.__longTasks.map((task) => Math.round(task.duration)),
      // The console's own User Timing marks of its start (src/main.tsx, src/boot.tsx, src/layout/firstPaint.ts).
      marks: performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('console:'))
        .map((mark) => [mark.name.slice('console:'.length), mark.startTime]),
    }));
    const profile = cdp ? (await cdp.send('Profiler.stop')).profile : undefined;
    const trace = kind === 'timed' || kind === 'threads' ? await browser.stopTracing() : undefined;
    const traced = kind === 'timed' ? tracedTimes(trace) : undefined;
    const scripts = coverage ? (await coverage.send('Profiler.takePreciseCoverage')).result : undefined;
    // After the profile and the trace stop: the count is not part of the open.
    figures.parts = await page.evaluate(drawnByPart);
    const timesOf = (test) =>
      requests
        .filter((request) => test(new URL(request.url()).pathname))
        .map((request) => ({
          start: request.timing().startTime - figures.origin,
          end: request.timing().startTime - figures.origin + request.timing().responseEnd,
        }))
        // What the first row waited for; calls and chunks finished after it are not.
        .filter(({ end }) => end <= figures.firstRow);
    const rowsIn = Math.max(0, ...timesOf((pathname) => pathname.startsWith('/api/') && !pathname.includes('dashboard')).map(({ end }) => end));
    return {
      ...figures,
      traced,
      rowsIn,
      // Scripts asked for before the rows were in: what loads later (in idle time) is not waited for.
      codeIn: Math.max(
        0,
        ...timesOf((pathname) => pathname.endsWith('.js'))
          .filter(({ start }) => start < rowsIn)
          .map(({ end }) => end),
      ),
      selfTime: profile && selfTimeByFile(profile),
      byPart: profile && timeByPart(profile, target.mapsOf),
      busy: kind === 'threads' ? busyByThread(trace) : undefined,
      runBytes: scripts && runBytesByPart(scripts, target.dist, target.mapsOf),
    };
  } finally {
    await context.close();
  }
}

buildUnlessAsked();
if (withAnchor) buildAnchorUnlessAsked();
const server = previewServer({ port: 4632, stateFile: 'test/artifacts/bench-first-render-sandbox.json', timeoutMs: 120_000 });
await server.start(200);
const stopAnchor = withAnchor ? await startAnchor() : () => {};
const browser = await launchChromium();
try {
  const session = await adminSession(server.base);
  const targets = [
    ...(withAnchor
      ? [
          {
            name: 'bare react-admin list, 300 rows',
            base: ANCHOR_BASE,
            path: '/?rows=300#/items',
            dist: ANCHOR_DIST,
            mapsOf: sourceMapsOf(ANCHOR_DIST),
          },
        ]
      : []),
    { name: path, base: server.base, path, session, dist: DIST, mapsOf: sourceMapsOf(DIST) },
  ];
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const results = new Map(targets.map((target) => [target, []]));
  for (let run = 0; run < runs; run += 1) for (const target of targets) results.get(target).push(await open(browser, target, 'timed'));
  const opensOf = async (kind) => {
    const opens = new Map(targets.map((target) => [target, []]));
    for (let run = 0; run < runs; run += 1) for (const target of targets) opens.get(target).push(await open(browser, target, kind));
    return opens;
  };
  const profiled = await opensOf('profiled');
  const threads = await opensOf('threads');
  const covered = await opensOf('coverage');
  const mean = (maps) => {
    const totals = new Map();
    for (const map of maps) for (const [key, ms] of map) totals.set(key, (totals.get(key) ?? 0) + ms / maps.length);
    return [...totals].sort((a, b) => b[1] - a[1]);
  };
  for (const target of targets) {
    log(`${target.name}, cold${target.session ? ', signed in' : ''}, ${rate}x CPU (seconds from navigation)`);
    for (const figures of results.get(target)) {
      log(
        `  first row ${seconds(figures.firstRow)}  first paint ${seconds(figures.paints['first-paint'] ?? 0)}  FCP ${seconds(figures.paints['first-contentful-paint'] ?? 0)}` +
          `  code in ${seconds(figures.codeIn)}  rows in ${seconds(figures.rowsIn)}  long tasks ${figures.longTasks.join(', ')} ms`,
      );
      if (figures.marks.length) log(`    marks: ${figures.marks.map(([name, at]) => `${name} ${seconds(at)}`).join('  ')}`);
      const { style, layout, paint } = figures.traced;
      const { globalRules, ...parts } = figures.parts;
      log(
        `    drawn: ${figures.elements} elements, ${figures.styleRules} style rules inserted (${globalRules} global);` +
          `  browser: style ${style.toFixed(0)} ms, layout ${layout.toFixed(0)} ms, paint ${paint.toFixed(0)} ms`,
      );
      const commits = figures.commits.filter(({ counts }) => Object.keys(counts).length > 0);
      log(`    React commits before the first row: ${commits.length}; components rendered / host elements made or updated, by part:`);
      for (const { at, counts, changed } of commits)
        log(
          `      ${seconds(at)}  ${Object.entries(counts)
            .map(([part, { rendered, hosts }]) => `${part} ${rendered} / ${hosts}`)
            .join(', ')}${changed.length ? `  (contexts changed: ${[...new Set(changed)].join(' ')})` : ''}`,
        );
      log(
        `    by part (elements / Emotion classes): ${Object.entries(parts)
          .map(([name, { elements, classes }]) => `${name} ${elements} / ${classes}`)
          .join(', ')}`,
      );
    }
    const runsOf = profiled.get(target);
    log('  main-thread self time up to the first row, per chunk (ms, mean of the profiled opens):');
    for (const [file, ms] of mean(runsOf.map((figures) => figures.selfTime)).slice(0, 8)) log(`    ${ms.toFixed(0).padStart(6)}  ${file}`);
    log('  the same by package or console folder (source maps):');
    for (const [part, ms] of mean(runsOf.map((figures) => figures.byPart.byPackage)).slice(0, 16)) log(`    ${ms.toFixed(0).padStart(6)}  ${part}`);
    log('  the same by phase / inside:');
    for (const [phase, ms] of mean(runsOf.map((figures) => figures.byPart.byPhase)).filter(([, ms]) => ms >= 1))
      log(`    ${ms.toFixed(0).padStart(6)}  ${phase}`);
    const traced = threads.get(target);
    const busy = mean(traced.map((figures) => figures.busy));
    const total = busy.reduce((sum, [, ms]) => sum + ms, 0);
    const untilRow = traced.reduce((sum, figures) => sum + figures.firstRow, 0) / traced.length;
    log(
      `  busy time up to the first row, by thread (ms, mean of the traced opens): ${total.toFixed(0)} over ${untilRow.toFixed(0)} ms, ${(total / untilRow).toFixed(2)} cores`,
    );
    for (const [thread, ms] of busy.filter(([, ms]) => ms >= 5)) log(`    ${ms.toFixed(0).padStart(6)}  ${thread}`);
    const bytes = new Map();
    for (const figures of covered.get(target))
      for (const [part, { loaded, run }] of figures.runBytes) {
        const totals = bytes.get(part) ?? { loaded: 0, run: 0 };
        totals.loaded += loaded / runs;
        totals.run += run / runs;
        bytes.set(part, totals);
      }
    const kb = (count) => (count / 1000).toFixed(1).padStart(7);
    const all = [...bytes.values()].reduce((sum, { loaded, run }) => ({ loaded: sum.loaded + loaded, run: sum.run + run }), { loaded: 0, run: 0 });
    log(
      `  code loaded by the first row (KB before gzip, V8 coverage): ${kb(all.loaded).trim()}, of which in functions run by then ${kb(all.run).trim()} (${((100 * all.run) / all.loaded).toFixed(0)}%)`,
    );
    log('  by package or console folder, most loaded and not run first (loaded / run KB):');
    for (const [part, { loaded, run }] of [...bytes].sort((a, b) => b[1].loaded - b[1].run - (a[1].loaded - a[1].run)).slice(0, 16))
      log(`    ${kb(loaded)} ${kb(run)}  ${part}`);
  }
} finally {
  await browser.close();
  server.stop();
  stopAnchor();
}
