import { Box } from '@mui/material';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useShownAfter } from '../useShownAfter';
import { useLatest } from '../../lib/useLatest';
import { useStore } from 'react-admin';

/**
 * Whether the list has its answer (its rows, its emptiness or its failure), from the list screen's list
 * context (ResourceList's DeferredList): a part that needs only this does not render with each answer.
 */
export const ListAnsweredContext = createContext(false);

/**
 * True once the list's first answer (its rows, its emptiness or its failure) has been painted, and
 * from then on. Until then a list screen draws only what the first screenful shows (heading, table
 * head, rows); its filter bar follows a frame after the rows (this), its saved views and Filters panel
 * a frame after it, and its pager a frame after them (`useShownAfter`), each stage a commit of its own.
 * A list answered at its first render (opened before, or handed its page read ahead) is staged too:
 * drawn whole in one commit, a return to it was a task of 83 ms.
 */
export function useFirstRowsShown(): boolean {
  return useShownAfter(useContext(ListAnsweredContext), false);
}

/** The width band a height was measured in: the layout wraps differently in each. */
function widthBand(): string {
  const width = window.innerWidth;
  return width < 600 ? 'phone' : width < 992 ? 'narrow' : width < 1440 ? 'wide' : 'widest';
}

type Heights = Record<string, number>;

/**
 * The space a list screen holds for its parts drawn after the rows (`parts`: name to selector inside
 * `root`), so the rows do not move when they come: as high as each part last was on this route, at
 * this width band, for this account (react-admin's store); `fallback` the first time. Each part's
 * height is recorded once it is drawn (`ready`).
 */
export function useHeldSpace(id: string, ready: boolean, parts: Readonly<Record<string, string>>, fallback: Readonly<Heights>) {
  const [recorded, setRecorded] = useStore<Heights | undefined>(`console.reserved.${id}.${widthBand()}`);
  const root = useRef<HTMLDivElement>(null);
  const latest = useLatest(recorded);
  useEffect(() => {
    const container = root.current;
    if (!ready || !container) return;
    const elements = Object.entries(parts).flatMap(([name, selector]) => {
      const element = container.querySelector(selector);
      return element ? [[name, element] as const] : [];
    });
    const record = () => {
      const measured = Object.fromEntries(elements.map(([name, element]) => [name, Math.round(element.getBoundingClientRect().height)]));
      if (elements.some(([name]) => latest.current?.[name] !== measured[name])) setRecorded(measured);
    };
    // Measured when the browser lays the parts out (a resize observer's first call), and followed while the
    // screen stays (filters wrapping, saved views added): measuring in the commit that mounts them forced
    // a layout of its own into that task.
    if (typeof ResizeObserver === 'undefined') return record();
    const observer = new ResizeObserver(record);
    for (const [, element] of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [ready, parts, setRecorded, latest]);
  return { root, heights: { ...fallback, ...recorded } };
}

/** Held space: as high as the part drawn after the rows will be. */
export function Held({ height }: { height?: number }) {
  return <Box aria-hidden sx={{ minHeight: height ?? 0, flex: 1 }} />;
}
