#!/usr/bin/env node
/**
 * Renders bench: what one keystroke in a list's search renders, per component, in Chromium.
 * Prints figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/renders.mjs [--no-build] [--sizes 10000] [--cpu-slowdown 4] [--keys z,Backspace,x,Backspace] [--only garage,category] [--verbose] [--dist <dir>] [--compiler]
 *
 * The console is built with React DOM's profiling build and without minifying
 * (`test/bench/renders.vite.config.mjs`, into test/artifacts/bench-renders-dist; the shipped build is
 * untouched), and served on a sandbox of `--sizes` garages (10,000 by default). A stand-in for React
 * DevTools' global hook, installed before the page's scripts, is told of every commit; for each it walks
 * the fibers that changed against the previous tree (as DevTools does) and counts the components that
 * rendered (function, class, forwardRef and memo components whose work was performed, or that mounted),
 * by name and by the part of the screen they sit in (their nearest named ancestor: the table's rows
 * and head, the pager, the filter bar, the list's buttons, the list screen itself with ListBase and its
 * context's consumers, the app bar, its LoadingIndicator, the menu). Per commit it also reads the root
 * fiber's render time (`actualDuration`, profiling build) and the time from the render's start to the
 * end of the commit, and per component the time of its own renders (`selfBaseDuration`, without its children).
 *
 * For Garage Management and /admin/category, at 1x and at --cpu-slowdown N (DevTools' CPU throttling
 * of the page's main thread), after every row is in: each key of --keys in the search box, then
 *   - keystroke to rows: from the key press until the list shows its new answer (pager text, first row
 *     and row count), minus the search's debounce read from the page; measured with the counting off;
 *   - renders: everything React rendered from the key press until 1.5 s without a commit (the debounce,
 *     the filter, the answer, the URL written after the rows), with the counting on.
 * --compiler builds with the React Compiler (REACT_COMPILER=1, off in the shipped build).
 * --dist measures another profiling build (built with that config from another commit) instead.
 * --verbose prints each commit's renders by part, the components rendered in each part, and the
 * components that rendered first (under none that rendered: their own state or a context they read changed).
 * The bare react-admin list of the start-up bench has no search, so it is not measured here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CPU_SLOWDOWNS,
  ROOT,
  flag,
  launchChromium,
  listComplete,
  log,
  option,
  previewServer,
  searchDebounceMs,
  signedInPage,
  sizesOption,
  slowDown,
  slowdownLabel,
  upperMedian,
} from './harness.mjs';

/** Where `renders.vite.config.mjs` builds. */
const RENDERS_DIST = option('--dist', undefined) ? resolve(ROOT, option('--dist', undefined)) : join(ROOT, 'test/artifacts/bench-renders-dist');
const sizes = sizesOption('10000');
const KEYS = option('--keys', 'z,Backspace,x,Backspace').split(',');
const only = option('--only', '').split(',').filter(Boolean);
const SCREENS = [
  { name: 'Garage Management', path: '/admin/GarageManagement' },
  { name: '/admin/category', path: '/admin/category' },
].filter((screen) => only.length === 0 || only.some((word) => screen.name.toLowerCase().includes(word.toLowerCase())));
const preview = previewServer({ port: 4631, stateFile: 'test/artifacts/bench-renders-sandbox.json', timeoutMs: 240000, dist: RENDERS_DIST });

/** The parts of the screen, by the nearest ancestor component of that name (bundler suffixes such as `$1` dropped). */
const PARTS = {
  LoadingIndicator: 'app bar: LoadingIndicator',
  AppBar: 'app bar',
  Menu: 'menu',
  TableRows: 'table: rows',
  TableHeader: 'table: head',
  ListTable: 'table',
  DataTable: 'table',
  PhoneList: 'table',
  Pagination: 'pager',
  ListPagination: 'pager',
  FilterBar: 'filter bar',
  FilterBarSpace: 'filter bar',
  SavedViews: 'saved views',
  ListToolbar: 'list buttons',
  ListButtons: 'list buttons',
  BulkHost: 'list screen (ListBase, its context, the states)',
  ListFrame: 'list screen (ListBase, its context, the states)',
  ListScreen: 'list screen (ListBase, its context, the states)',
  DeferredList: 'list screen (ListBase, its context, the states)',
  ListBase: 'list screen (ListBase, its context, the states)',
  ResourceList: 'list screen (ListBase, its context, the states)',
};

/** In the page, before its scripts: a DevTools-like global hook that counts renders per commit. */
function installRenderCounter(parts) {
  const state = { counting: false, lastCommitAt: 0, commits: [] };
  window.__renders = state;
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type) return undefined;
    let name;
    if (typeof type === 'function') name = type.displayName || type.name;
    else if (typeof type === 'object') name = type.displayName || type.render?.displayName || type.render?.name || type.type?.name;
    return name ? name.replace(/\$\d+$/, '') : 'Anonymous';
  };
  // FunctionComponent 0, ClassComponent 1, ForwardRef 11, SimpleMemoComponent 15.
  const COMPOSITE = new Set([0, 1, 11, 15]);
  const partOf = (fiber) => {
    for (let at = fiber; at; at = at.return) {
      if (!COMPOSITE.has(at.tag)) continue;
      const part = parts[nameOf(at)];
      if (part) return part;
    }
    return 'other';
  };
  const count = (tally, fiber, mounted, origin) => {
    if (!COMPOSITE.has(fiber.tag)) return;
    const name = nameOf(fiber);
    // A component that rendered under none that did: its own state or a context it reads changed.
    if (origin) tally.origins[name] = (tally.origins[name] ?? 0) + 1;
    const part = partOf(fiber);
    tally.total++;
    if (mounted) tally.mounts++;
    tally.byName[name] = (tally.byName[name] ?? 0) + 1;
    if (!mounted) tally.selfMs[name] = (tally.selfMs[name] ?? 0) + (fiber.selfBaseDuration ?? 0);
    tally.byPart[part] = (tally.byPart[part] ?? 0) + 1;
    const inPart = (tally.byPartName[part] ??= {});
    inPart[name] = (inPart[name] ?? 0) + 1;
  };
  const mountAll = (tally, fiber) => {
    for (let child = fiber; child; child = child.sibling) {
      count(tally, child, true);
      if (child.child) mountAll(tally, child.child);
    }
  };
  // As React DevTools: a subtree whose child list is the previous one's was not visited by this render.
  const walk = (tally, next, underRendered) => {
    for (let fiber = next; fiber; fiber = fiber.sibling) {
      const previous = fiber.alternate;
      if (!previous) {
        count(tally, fiber, true, !underRendered);
        if (fiber.child) mountAll(tally, fiber.child);
        continue;
      }
      // PerformedWork (1): the component's function ran in this render.
      const rendered = COMPOSITE.has(fiber.tag) && (fiber.flags & 1) === 1;
      if (rendered) count(tally, fiber, false, !underRendered);
      if (fiber.child && fiber.child !== previous.child) walk(tally, fiber.child, underRendered || rendered);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      const at = performance.now();
      state.lastCommitAt = at;
      if (!state.counting) return;
      const current = root.current;
      const tally = { total: 0, mounts: 0, byName: {}, byPart: {}, byPartName: {}, origins: {}, selfMs: {} };
      if (current.child && (!current.alternate || current.child !== current.alternate.child)) walk(tally, current.child, false);
      state.commits.push({
        at,
        renderMs: current.actualDuration ?? 0,
        // From the root's render start to the end of this commit (render, commit and any yield between).
        startToCommitMs: current.actualStartTime > 0 ? at - current.actualStartTime : undefined,
        ...tally,
      });
    },
  };
}

/** What the list shows: the pager's text, the number of rows and the first row's text. */
const listSignature = () =>
  `${document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? ''}|${document.querySelectorAll('tbody tr').length}|${document.querySelector('tbody tr')?.textContent ?? ''}`;

async function waitQuiet(page, quietMs) {
  await page.waitForFunction((ms) => performance.now() - window.__renders.lastCommitAt > ms, quietMs, { polling: 100, timeout: 120_000 });
}

async function measureScreen(page, screen) {
  await page.goto(screen.path);
  await page.locator('tbody tr td').first().waitFor({ timeout: 180_000 });
  await page.waitForFunction(listComplete, undefined, { polling: 100, timeout: 240_000 });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.click();
  await waitQuiet(page, 1500);
  const debounceMs = await searchDebounceMs(page);
  // Keystroke to rows, with the counting off (its walk runs inside each commit's task); the keys end
  // where they began (an empty search), so the counted round below sees the same changes.
  const keys = [];
  for (const key of KEYS) {
    const before = await page.evaluate(listSignature);
    const start = await page.evaluate(() => performance.now());
    await page.keyboard.press(key);
    const end = await (
      await page.waitForFunction(
        ([previous, read]) => {
          const now = new Function(`return (${read})()`)();
          return now !== previous ? performance.now() : 0;
        },
        [before, listSignature.toString()],
        { polling: 'raf', timeout: 60_000 },
      )
    ).jsonValue();
    await waitQuiet(page, 1500);
    keys.push({ key, elapsed: end - start, afterDebounce: end - start - debounceMs });
  }
  // Renders: the same keys again, each counted from its press until 1.5 s without a commit.
  for (const entry of keys) {
    await page.evaluate(() => {
      window.__renders.commits = [];
      window.__renders.counting = true;
    });
    await page.keyboard.press(entry.key);
    await waitQuiet(page, 1500);
    entry.commits = await page.evaluate(() => {
      window.__renders.counting = false;
      return window.__renders.commits;
    });
  }
  return { screen: screen.name, debounceMs, keys };
}

async function measure(garages, rate) {
  const browser = await launchChromium();
  try {
    const { context, page } = await signedInPage(browser, preview.base, {
      prepare: (context) => context.addInitScript(installRenderCounter, PARTS),
      networkIdle: true,
    });
    await slowDown(context, page, rate);
    const screens = [];
    for (const screen of SCREENS) screens.push(await measureScreen(page, screen));
    return { garages, rate, screens };
  } finally {
    await browser.close();
  }
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const add = (into, from) => {
  for (const [name, n] of Object.entries(from)) into[name] = (into[name] ?? 0) + n;
  return into;
};

function report(result) {
  log(`\n${result.garages.toLocaleString('en')} garages, ${slowdownLabel(result.rate)}`);
  for (const screen of result.screens) {
    const nets = screen.keys.map((k) => k.afterDebounce);
    log(
      `  ${screen.screen}: keystroke to rows ${upperMedian(nets).toFixed(0)} ms net of the ${screen.debounceMs} ms debounce (median; each: ${screen.keys.map((k) => `${k.key} ${k.afterDebounce.toFixed(0)}`).join(', ')})`,
    );
    for (const k of screen.keys) {
      const byPart = k.commits.reduce((acc, c) => add(acc, c.byPart), {});
      const byName = k.commits.reduce((acc, c) => add(acc, c.byName), {});
      const total = sum(k.commits.map((c) => c.total));
      const mounts = sum(k.commits.map((c) => c.mounts));
      log(
        `    ${k.key}: ${total} renders (${mounts} mounts) in ${k.commits.length} commits; render time ${sum(k.commits.map((c) => c.renderMs)).toFixed(1)} ms ` +
          `(per commit: ${k.commits.map((c) => `${c.total}r ${c.renderMs.toFixed(1)}/${(c.startToCommitMs ?? 0).toFixed(1)} ms`).join(', ')})`,
      );
      const partNames = Object.keys(byPart).sort((a, b) => byPart[b] - byPart[a]);
      log(`      by part: ${partNames.map((p) => `${p} ${byPart[p]}`).join('; ')}`);
      const top = Object.entries(byName)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 16);
      log(`      most rendered: ${top.map(([n, c]) => `${n} ${c}`).join(', ')}`);
      const selfMs = k.commits.reduce((acc, c) => add(acc, c.selfMs ?? {}), {});
      log(
        `      most render time (own, ms): ${Object.entries(selfMs)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 16)
          .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
          .join(', ')}`,
      );
      if (flag('--verbose'))
        for (const [index, c] of k.commits.entries())
          if (c.total > 0)
            log(
              `      commit ${index + 1}: ${c.total} renders; ${Object.entries(c.byPart)
                .sort((a, b) => b[1] - a[1])
                .map(([p, n]) => `${p} ${n}`)
                .join('; ')}\n` +
                `        first to render: ${Object.entries(c.origins)
                  .map(([n, k]) => (k > 1 ? `${n} x${k}` : n))
                  .join(', ')}\n` +
                `        most rendered: ${Object.entries(c.byName)
                  .sort((a, b) => b[1] - a[1])
                  .slice(0, 40)
                  .map(([n, k]) => `${n} ${k}`)
                  .join(', ')}\n` +
                Object.entries(c.byPartName)
                  .map(
                    ([part, names]) =>
                      `          in ${part}: ${Object.entries(names)
                        .sort((a, b) => b[1] - a[1])
                        .slice(0, 16)
                        .map(([n, k]) => `${n} ${k}`)
                        .join(', ')}`,
                  )
                  .join('\n'),
            );
    }
  }
}

async function main() {
  if (!option('--dist', undefined) && (!flag('--no-build') || !existsSync(join(RENDERS_DIST, 'index.html')))) {
    log(`▶ profiling build${flag('--compiler') ? ' with the React Compiler' : ''} into ${RENDERS_DIST}`);
    const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...(flag('--compiler') ? { REACT_COMPILER: '1' } : {}) };
    delete env.VITE_API_URL;
    const built = spawnSync('npx', ['vite', 'build', '--config', 'test/bench/renders.vite.config.mjs', '--logLevel', 'warn'], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`vite build exited with ${built.status}`);
  }
  const results = [];
  for (const garages of sizes) {
    await preview.start(garages);
    try {
      for (const rate of CPU_SLOWDOWNS) {
        const result = await measure(garages, rate);
        report(result);
        results.push(result);
      }
    } finally {
      preview.stop();
      await new Promise((r) => setTimeout(r, 1500));
    }
  }
  log('\n(per commit: renders, then render time / render start to commit end, profiling build, unminified)');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
