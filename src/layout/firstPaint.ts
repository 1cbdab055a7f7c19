import { appBarClasses } from '@mui/material/AppBar';
import { drawerClasses } from '@mui/material/Drawer';
import { listItemButtonClasses } from '@mui/material/ListItemButton';
import { accountOf, readSession } from '../auth/session';
import { preferenceKey } from '../lib/preferences';
import { whenIdle } from '../lib/whenIdle';

/**
 * The console's frame painted before its code runs (docs/performance.md 'Start-up'): index.html's
 * inline script draws, for a signed-in reload, the app bar, the menu and the screen's title as the
 * console last laid them out for the account signed in, in this browser (theme, language, direction),
 * or else the frame made at build time (light theme, the list's heading in the account's language).
 * Here the console records that layout once its screen shows, and takes over from the drawing. Kept
 * with the account's preferences, so one account's frame is never drawn for another. Read by
 * index.html: keep the keys and the shape in step with it.
 */
export const FRAME_KEY = 'console.frame';
export const TITLES_KEY = 'console.titles';
export const SHELL_ID = 'console-shell';
/** The frame made at build time (index.html), painted on a first visit when no recorded frame is drawn. */
export const STATIC_FRAME_ID = 'console-frame';
/** On an error page's section (ErrorPages.tsx): its heading sits elsewhere and names no screen, so no frame is recorded from it. */
export const ERROR_SCREEN_ATTRIBUTE = 'data-error-screen';
/** Set on the menu once it has drawn the entries of the account's role (Menu.tsx): the frame is recorded then. */
export const MENU_DRAWN_ATTRIBUTE = 'data-entries-drawn';

/** The local-storage key of the signed-in account's `key`; none when nobody is signed in. */
function accountKey(key: string): string | undefined {
  const account = accountOf(readSession());
  return account && preferenceKey(account, key);
}

interface Box {
  /** Offset from the inline start of the viewport (left in LTR, right in RTL), top, width, height. */
  start: number;
  top: number;
  width: number;
  height: number;
}
interface Painted extends Box {
  background: string;
  color: string;
  font: string;
}
export interface FrameSnapshot {
  dir: 'ltr' | 'rtl';
  background: string;
  bar: Painted;
  side?: Painted;
  /** The menu's entries; `href` (a link's, base path included) opens its screen when clicked on the drawing. */
  items: (Box & { text: string; textStart: number; textTop: number; href?: string })[];
  itemFont: string;
  itemColor: string;
  heading?: Omit<Painted, 'background' | 'width' | 'height'>;
  /** The screen's title in the app bar. */
  barTitle?: Omit<Painted, 'background' | 'width' | 'height'>;
}

function boxOf(element: Element, rtl: boolean): Box {
  const rect = element.getBoundingClientRect();
  return {
    start: Math.round(rtl ? window.innerWidth - rect.right : rect.left),
    top: Math.round(rect.top),
    width: Math.round(rect.width),
    height: Math.round(rect.height),
  };
}

function paintedOf(element: Element, rtl: boolean): Painted {
  const style = getComputedStyle(element);
  return { ...boxOf(element, rtl), background: style.backgroundColor, color: style.color, font: style.font };
}

/** Where the text of a menu entry starts: its last text node's box. */
function textBoxOf(element: Element, rtl: boolean): Box | undefined {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
  });
  let last: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node;
  if (!last) return undefined;
  const range = document.createRange();
  range.selectNodeContents(last);
  const rect = range.getBoundingClientRect();
  return {
    start: Math.round(rtl ? window.innerWidth - rect.right : rect.left),
    top: Math.round(rect.top),
    width: Math.round(rect.width),
    height: Math.round(rect.height),
  };
}

/** The frame as shown now, or undefined when the console's layout is not on screen. */
export function snapshotFrame(): FrameSnapshot | undefined {
  const bar = document.querySelector(`header.${appBarClasses.root}`);
  const main = document.getElementById('main-content');
  if (!bar || !main) return undefined;
  const rtl = document.documentElement.dir === 'rtl';
  const sidePaper = document.querySelector('.RaSidebar-fixed');
  const side = sidePaper && sidePaper.getBoundingClientRect().width > 0 ? sidePaper : undefined;
  const entries = side ? Array.from(side.querySelectorAll(`a[href], [role="button"], .${listItemButtonClasses.root}`)) : [];
  const items = entries.flatMap((entry) => {
    const text = (entry as HTMLElement).innerText?.trim();
    const textBox = textBoxOf(entry, rtl);
    const box = boxOf(entry, rtl);
    if (!text || !textBox || box.height === 0 || box.top > window.innerHeight) return [];
    const href = entry instanceof HTMLAnchorElement ? entry.pathname + entry.search : undefined;
    return [{ ...box, text, textStart: textBox.start, textTop: textBox.top, href }];
  });
  const itemStyle = entries[0] && getComputedStyle(entries[0]);
  const heading = main.querySelector('h1');
  const barTitle = bar.querySelector('#react-admin-title');
  const placed = (element: Element | null) =>
    element ? (({ start, top, color, font }) => ({ start, top, color, font }))(paintedOf(element, rtl)) : undefined;
  const barPainted = paintedOf(bar, rtl);
  // The app bar's colour may be its toolbar's (the semi-dark theme paints the toolbar).
  const toolbar = bar.querySelector('.RaAppBar-toolbar');
  if (toolbar && getComputedStyle(toolbar).backgroundColor !== 'rgba(0, 0, 0, 0)') barPainted.background = getComputedStyle(toolbar).backgroundColor;
  let sidePainted: Painted | undefined;
  if (side) {
    sidePainted = paintedOf(side, rtl);
    // The drawer's paper carries the colour when the fixed box is transparent.
    const paper = side.closest(`.${drawerClasses.paper}`);
    if (sidePainted.background === 'rgba(0, 0, 0, 0)' && paper) sidePainted.background = getComputedStyle(paper).backgroundColor;
  }
  return {
    dir: rtl ? 'rtl' : 'ltr',
    background: getComputedStyle(document.body).backgroundColor,
    bar: barPainted,
    side: sidePainted,
    items,
    itemFont: itemStyle?.font ?? '',
    itemColor: itemStyle?.color ?? '',
    heading: placed(heading),
    barTitle: barTitle?.textContent?.trim() ? placed(barTitle) : undefined,
  };
}

/** Remembers the title the route gives `pathname`, in the user's language, for the next reload's frame. */
export function rememberTitle(pathname: string, title: string | undefined): void {
  const key = accountKey(TITLES_KEY);
  if (!key || !title) return;
  try {
    const titles = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    if (titles[pathname] === title) return;
    titles[pathname] = title;
    localStorage.setItem(key, JSON.stringify(titles));
  } catch {
    /* storage full or blocked: the next reload paints no title */
  }
}

/** A menu in the side column has drawn its entries (they wait for the profile call, then render in the background). */
const menuDrawn = () => !document.querySelector('.RaSidebar-fixed') || document.querySelector(`[${MENU_DRAWN_ATTRIBUTE}]`) !== null;

/**
 * Records the frame for the next reload once the menu has drawn its entries, looked for a few seconds
 * after the screen shows and then every second (a slow machine takes longer), or as it is after 30 s.
 */
function recordFrameOnceDrawn(since = performance.now(), wait = 3000): void {
  setTimeout(() => {
    if (!menuDrawn() && performance.now() - since < 30_000) return recordFrameOnceDrawn(since, 1000);
    if (document.querySelector(`#main-content [${ERROR_SCREEN_ATTRIBUTE}]`)) return;
    const frame = snapshotFrame();
    const key = accountKey(FRAME_KEY);
    if (frame && key) localStorage.setItem(key, JSON.stringify(frame));
    const heading = document.querySelector('#main-content h1')?.textContent?.trim();
    if (frame && heading) rememberTitle(window.location.pathname, heading);
  }, wait);
}

/**
 * Once the console shows a screen (its heading, or after a while whatever it shows): records the frame
 * for the next reload and removes the drawing. A sign-in form or an error page takes over as well.
 */
export function takeOverFirstPaint(root: HTMLElement, giveUpMs = 15_000): void {
  const shells = [SHELL_ID, STATIC_FRAME_ID].map((id) => document.getElementById(id));
  const shown = () => Boolean(root.querySelector('h1, form'));
  const observer = new MutationObserver(() => {
    if (shown()) finish();
  });
  const finish = () => {
    performance.mark('console:shown');
    const pathname = window.location.pathname;
    // Its own chunk, asked for once the browser is idle (the heading may show before the rows): the record is read by the next load only.
    whenIdle(() => void import('./rememberScreenCode').then(({ rememberScreenCode }) => rememberScreenCode(pathname)).catch(() => undefined));
    observer.disconnect();
    clearTimeout(timer);
    for (const shell of shells) shell?.remove();
    recordFrameOnceDrawn();
  };
  const timer = setTimeout(finish, giveUpMs);
  if (shown()) finish();
  else observer.observe(root, { childList: true, subtree: true });
}
