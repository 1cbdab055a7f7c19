import type { RaRecord } from 'react-admin';
import { accountOf, readSession } from '../auth/session';
import { earlyRowsMemory, pageAddress } from '../data/listEngine/earlyRead';
import { listAsks } from '../data/listEngine/listAsks';
import { digestOf, today } from './earlyRows';

/** The look each drawn element keeps, computed and written as a rule of its own (earlyRows.ts draws it), with its size (`sizeOf`). */
const LOOK = [
  'display',
  'box-sizing',
  'min-width',
  'max-width',
  'padding',
  'margin',
  'border-top',
  'border-bottom',
  'border-inline-start',
  'border-inline-end',
  'border-radius',
  'background-color',
  'color',
  // Longhands: the \`font\` shorthand reads empty where a longhand has no place in it (a numeric cell's tabular figures).
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-numeric',
  'font-feature-settings',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration',
  'vertical-align',
  'white-space',
  'overflow',
  'text-overflow',
  'unicode-bidi',
  '-webkit-line-clamp',
  '-webkit-box-orient',
  'align-items',
  'justify-content',
  'flex-direction',
  'flex-wrap',
  'gap',
  'fill',
  'opacity',
  'border-collapse',
  'border-spacing',
  'object-fit',
];
/**
 * Values that need no rule: the initial value of a property not inherited, which no element of the drawing
 * takes otherwise (the browser's own table styles set none of these). A shorter record to keep and to read.
 */
const INITIAL: Readonly<Record<string, RegExp>> = {
  'min-width': /^(0px|auto)$/,
  'max-width': /^none$/,
  margin: /^0px$/,
  'border-top': /^0px none/,
  'border-bottom': /^0px none/,
  'border-inline-start': /^0px none/,
  'border-inline-end': /^0px none/,
  'border-radius': /^0px$/,
  'background-color': /^rgba\(0, 0, 0, 0\)$/,
  '-webkit-line-clamp': /^none$/,
  'align-items': /^normal$/,
  'justify-content': /^normal$/,
  'flex-direction': /^row$/,
  'flex-wrap': /^nowrap$/,
  gap: /^normal$/,
  opacity: /^1$/,
  'object-fit': /^fill$/,
  'text-overflow': /^clip$/,
};

/** Controls (and an input's own box: a switch's track) are not drawn, their width kept, a sort label in the head drawn as its text: one drawn would take no click until the console runs. */
const CONTROL =
  'input, button, select, textarea, a[href], [role="button"], [role="switch"], [role="checkbox"], [tabindex], .MuiButtonBase-root, :not(td, th):has(> input)';
/** Attributes the drawing keeps: its look is its own rules, so no class, id, role or data attribute a screen's look-ups would find. */
const KEPT = new Set([
  'colspan',
  'rowspan',
  'src',
  'alt',
  'viewbox',
  'd',
  'fill',
  'stroke',
  'stroke-width',
  'points',
  'cx',
  'cy',
  'r',
  'x',
  'y',
  'transform',
  'fill-rule',
  'clip-rule',
]);

/**
 * Records, for the next load of this page, the table's head and the rows on screen as drawn, with the
 * list's ask that answered them (earlyRows.ts): nothing when the rows are not a whole answer's first
 * rows, the table is scrolled sideways, or the screen is a phone's (cards).
 */
export function recordEarlyRows(box: HTMLElement, route: string, rows: readonly RaRecord[]): void {
  const account = accountOf(readSession());
  const table = box.querySelector('table');
  const body = table?.tBodies[0];
  if (!account || !table || !body || window.innerWidth < 600 || box.scrollLeft !== 0 || window.scrollY !== 0 || rows.length === 0) return;
  const onScreen = Array.from(body.rows).filter((row) => row.getBoundingClientRect().top < window.innerHeight).length;
  const count = Math.min(onScreen, rows.length);
  if (count === 0) return;
  const digests = rows.slice(0, count).map(digestOf);
  const ask = listAsks(route).find(({ data }) => data.length >= count && digests.every((digest, index) => digestOf(data[index]!) === digest));
  if (!ask) return;

  const copy = table.cloneNode(true) as HTMLTableElement;
  const originals = [table, ...table.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  const left = new Set(Array.from(body.rows).slice(count));
  const rules = new Map<string, string>();
  const replaced: [Element, Element][] = [];
  // An element's look is read once per kind of element: the same tag, classes and inline style under the
  // same kind of parent (the same cell of every row) looks the same; each look read forces the page's style.
  const kinds = new Map<Element, string>([[table, 'table']]);
  const looks = new Map<string, string>();
  originals.forEach((original, index) => {
    const drawn = copies[index]!;
    const inControl = original.parentElement?.closest(CONTROL);
    if (left.has(original.closest('tr')!) || (inControl && table.contains(inControl))) return;
    // The row under the pointer is drawn as the others: its hover tint is not the record's.
    const hovered = original instanceof HTMLTableRowElement && original.matches(':hover');
    const kind =
      original === table
        ? 'table'
        : `${kinds.get(original.parentElement!) ?? ''}>${original.tagName}.${original.getAttribute('class') ?? ''}[${original.getAttribute('style') ?? ''}]${hovered ? ':hover' : ''}`;
    kinds.set(original, kind);
    const style = getComputedStyle(original);
    const shared = looks.get(kind) ?? lookOf(style, hovered);
    looks.set(kind, shared);
    const look = shared + sizeOf(style);
    const ruleOf = () => {
      const rule = rules.get(look) ?? `e${rules.size}`;
      rules.set(look, rule);
      return rule;
    };
    if (original.matches(CONTROL)) {
      const stand = document.createElement('span');
      if (original.closest('thead') && original.textContent) {
        stand.textContent = original.textContent;
        stand.className = ruleOf();
      } else {
        // Its width only: the row's own height is kept (below), and a blank box's height would add to the line's.
        const width = original.getBoundingClientRect().width + parseFloat(style.marginLeft) + parseFloat(style.marginRight);
        stand.style.cssText = `display:inline-block;vertical-align:middle;height:0;width:${Math.max(0, width)}px`;
      }
      replaced.push([drawn, stand]);
      return;
    }
    const rule = ruleOf();
    for (const name of drawn.getAttributeNames()) if (!KEPT.has(name.toLowerCase())) drawn.removeAttribute(name);
    if (original instanceof HTMLTableRowElement) (drawn as HTMLElement).style.height = `${original.getBoundingClientRect().height}px`;
    drawn.setAttribute('class', rule);
  });
  for (const [drawn, stand] of replaced) drawn.replaceWith(stand);
  for (const row of copy.tBodies[0]!.querySelectorAll(':scope > tr:nth-child(n + ' + (count + 1) + ')')) row.remove();
  for (const part of copy.querySelectorAll(':scope > :not(thead, tbody)')) part.remove();

  const rtl = document.documentElement.dir === 'rtl';
  const boxRect = box.getBoundingClientRect();
  const tableRect = table.getBoundingClientRect();
  earlyRowsMemory.remember(
    pageAddress(),
    {
      source: ask.source,
      query: ask.query,
      digests,
      html: copy.outerHTML,
      css: Array.from(rules, ([look, rule]) => `.${rule}{${look}}`).join(''),
      start: Math.round(rtl ? window.innerWidth - boxRect.right : boxRect.left),
      top: Math.round(tableRect.top),
      width: Math.round(boxRect.width),
      viewport: window.innerWidth,
      dir: rtl ? 'rtl' : 'ltr',
      lang: document.documentElement.lang,
      background: getComputedStyle(document.body).backgroundColor,
      under: backgroundUnder(table),
      day: today(),
    },
    account,
  );
}

/** An element's look as rules, but its size: `LOOK`, less the initial values. */
function lookOf(style: CSSStyleDeclaration, hovered: boolean): string {
  return LOOK.flatMap((name) => {
    const value = hovered && name === 'background-color' ? 'transparent' : style.getPropertyValue(name);
    return INITIAL[name]?.test(value) ? [] : [`${name}:${value}`];
  }).join(';');
}

/** Its size, each element's own (a badge is as wide as its word): a table part's height follows its content and rows, as in the table drawn. */
function sizeOf(style: CSSStyleDeclaration): string {
  const width = style.width === 'auto' ? '' : `;width:${style.width}`;
  return /^(inline-)?table/.test(style.display) || style.height === 'auto' ? width : `${width};height:${style.height}`;
}

/** The colour the table is drawn on: its own or its nearest painted container's. */
function backgroundUnder(element: Element): string {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
  }
  return getComputedStyle(document.body).backgroundColor;
}
