import { Suspense, useEffect, useId, useState, type RefObject } from 'react';
import { useListContext } from 'react-admin';
import { lazyComponent } from '../../lib/lazyComponent';
import { CELL } from './cellStyles';

/** The tooltip's code (MUI's Popper) loads when a clamped text is first hovered or focused, not with the list. */
const ClampedTextBubble = lazyComponent(() => import('./ClampedTextBubble'));

const clamped = (element: HTMLElement) => element.scrollHeight > element.clientHeight + 1;

/**
 * The whole text of a clamped cell, on hover and on keyboard focus: one tooltip for the whole table
 * (delegated events), not one per cell. Clamped text is made focusable once laid out, and again when
 * the table's size changes (new rows, another density, a narrower window); text that fits is not.
 */
export default function ClampedTextTip({ table }: { table: RefObject<HTMLElement | null> }) {
  // Marked again for each page of rows.
  const rows = useListContext().data;
  const [tip, setTip] = useState<HTMLElement | null>(null);
  const tipId = useId();

  useEffect(() => {
    const box = table.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // Called after layout: reading the heights costs no extra layout.
    const observer = new ResizeObserver(() => {
      for (const element of box.querySelectorAll<HTMLElement>(`.${CELL.text}`)) {
        if (clamped(element)) element.tabIndex = 0;
        else element.removeAttribute('tabindex');
      }
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [table, rows]);

  useEffect(() => {
    const box = table.current;
    if (!box) return;
    const show = (event: Event) => {
      const element = (event.target as Element).closest?.(`.${CELL.text}`);
      if (element instanceof HTMLElement && clamped(element)) setTip(element);
    };
    const hide = (event: Event) => {
      const next = (event as MouseEvent | FocusEvent).relatedTarget as Node | null;
      setTip((current) => (current && event.target === current && !current.contains(next) ? null : current));
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setTip(null);
    box.addEventListener('mouseover', show);
    box.addEventListener('focusin', show);
    box.addEventListener('mouseout', hide);
    box.addEventListener('focusout', hide);
    box.addEventListener('keydown', escape);
    return () => {
      box.removeEventListener('mouseover', show);
      box.removeEventListener('focusin', show);
      box.removeEventListener('mouseout', hide);
      box.removeEventListener('focusout', hide);
      box.removeEventListener('keydown', escape);
    };
  }, [table]);

  useEffect(() => {
    if (!tip) return;
    tip.setAttribute('aria-describedby', tipId);
    return () => tip.removeAttribute('aria-describedby');
  }, [tip, tipId]);

  if (!tip || !tip.isConnected) return null;
  return (
    <Suspense fallback={null}>
      <ClampedTextBubble anchor={tip} id={tipId} />
    </Suspense>
  );
}
