import { accountOf, type Session } from '../auth/session';
import { earlyWorker } from '../data/listEngine/earlyWorker';
import type { ListPage, ListSource } from '../data/listEngine/engine';
import type { FromWorker, ToWorker } from '../data/listEngine/protocol';
import type { ListQuery } from '../data/listQuery';
import { earlyRowsAt, pageAddress } from '../data/listEngine/earlyRead';

/**
 * A list's first rows painted before the console's code runs (docs/performance.md 'Start-up'). The
 * console records, for a list screen in a table, its head and first screenful of rows as drawn (a rule
 * per kind of element, its controls left out: recordEarlyRows.ts) with the query it asked and a digest
 * of each record drawn. On the next load of that page, over the frame index.html drew, the entry asks the
 * early list worker for that page and paints the drawing only when the page's first records are those
 * very records: the rows shown are the server's rows of now, drawn as the console draws them. The
 * console's own rows replace the drawing in the commit that adds them (or its screen, a moment after
 * its heading, if it draws no rows).
 */
export const EARLY_ROWS_ID = 'console-early-rows';

/** A short digest of a record as read (FNV-1a of its JSON): the same record read again has the same. */
export function digestOf(record: object): string {
  const text = JSON.stringify(record);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
}

export const today = () => new Date().toDateString();

/** How long the drawing stays once the console's list screen shows without rows (its answer on its way, an empty list, a failure). */
const SCREEN_WITHOUT_ROWS_MS = 1000;

/** The id of the entry's own ask (`askEarlyPage`): below any of the console's, whose engine ignores its answer. */
const EARLY_PAGE_ID = -1;

/**
 * A page of the list the early worker reads, asked for the drawing once that list is whole, so the ask changes nothing of the console's own
 * (a list still arriving would be answered in part, unsorted); undefined when it failed or the worker
 * is the console's already.
 */
function askEarlyPage(token: string, source: ListSource, query: ListQuery): Promise<ListPage | undefined> {
  const early = earlyWorker();
  if (!early) return Promise.resolve(undefined);
  const { worker, said } = early;
  const whole = (message: FromWorker) => message.type === 'progress' && message.route === source.route && message.progress.complete;
  return new Promise((resolve) => {
    let asked = false;
    const ask = () => {
      asked = true;
      // The console took the worker meanwhile: it reads the list itself.
      if (earlyWorker()?.worker !== worker) {
        worker.removeEventListener('message', heard);
        return resolve(undefined);
      }
      worker.postMessage({ type: 'page', id: EARLY_PAGE_ID, token, source, query } satisfies ToWorker);
    };
    const heard = ({ data: message }: MessageEvent<FromWorker>) => {
      if (earlyWorker()?.worker !== worker) {
        worker.removeEventListener('message', heard);
        resolve(undefined);
      } else if (!asked && whole(message)) ask();
      else if ((message.type === 'result' || message.type === 'failure') && message.id === EARLY_PAGE_ID) {
        worker.removeEventListener('message', heard);
        resolve(message.type === 'result' ? (message.value as ListPage) : undefined);
      }
    };
    worker.addEventListener('message', heard);
    if (said.some(whole)) ask();
  });
}

/** Parts of a recorded drawing that are never drawn again (it holds no script and no handler). */
const UNSAFE = 'script, iframe, object, embed, style, link, meta, base, form';

/**
 * For a signed-in load of a list page over its recorded frame: the page's first rows, drawn as the
 * console last drew them when the worker's page holds the same records, until the console's rows come.
 */
export async function paintEarlyRows(root: HTMLElement, session: Session): Promise<void> {
  const drawn = earlyRowsAt(pageAddress(), accountOf(session));
  // The frame index.html drew as the console recorded it (firstPaint.ts SHELL_ID).
  const frame = document.getElementById('console-shell');
  if (!drawn || !frame) return;
  if (drawn.viewport !== window.innerWidth || drawn.dir !== frame.dir || drawn.background !== frame.style.backgroundColor || drawn.day !== today())
    return;
  const page = await askEarlyPage(session.token, drawn.source, drawn.query);
  // The console shows its screen already, or the records are not those drawn.
  if (!page || !frame.isConnected || root.querySelector('tbody tr')) return;
  if (page.data.length < drawn.digests.length || drawn.digests.some((digest, index) => digestOf(page.data[index]!) !== digest)) return;
  const template = document.createElement('template');
  template.innerHTML = drawn.html;
  const table = template.content.firstElementChild;
  if (!(table instanceof HTMLTableElement)) return;
  for (const unsafe of template.content.querySelectorAll(UNSAFE)) unsafe.remove();
  for (const element of template.content.querySelectorAll('*'))
    for (const name of element.getAttributeNames())
      if (/^on/i.test(name) || /^\s*javascript:/i.test(element.getAttribute(name) ?? '')) element.removeAttribute(name);
  const overlay = document.createElement('div');
  overlay.id = EARLY_ROWS_ID;
  overlay.dir = drawn.dir;
  overlay.lang = drawn.lang;
  // A drawing: hidden from assistive technology and letting clicks through, like the frame under it.
  overlay.setAttribute('aria-hidden', 'true');
  overlay.style.cssText = `position:fixed;z-index:1400;pointer-events:none;overflow:hidden;top:${drawn.top}px;inset-inline-start:${drawn.start}px;width:${drawn.width}px;bottom:0;background:${drawn.under}`;
  const look = document.createElement('style');
  look.textContent = drawn.css.replace(/(^|\})\./g, `$1#${EARLY_ROWS_ID} .`);
  overlay.append(look, table);
  document.body.append(overlay);
  performance.mark('console:early-rows');
  // Replaced in the commit that adds the console's rows (an observer's callback runs before any other task).
  let screenShown: ReturnType<typeof setTimeout> | undefined;
  // Another screen (access refused, not found) takes it away as it shows; a list without rows yet, a moment later.
  const observer = new MutationObserver(() => {
    if (root.querySelector('tbody tr')) done();
    else if (!screenShown && root.querySelector('h1')) {
      if (root.querySelector('table')) screenShown = setTimeout(done, SCREEN_WITHOUT_ROWS_MS);
      else done();
    }
  });
  const done = () => {
    observer.disconnect();
    clearTimeout(screenShown);
    overlay.remove();
  };
  observer.observe(root, { childList: true, subtree: true });
}
