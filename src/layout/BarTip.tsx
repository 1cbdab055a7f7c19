import { Tooltip } from '@mui/material';
import { cloneElement, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';

interface TippedProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Whether the element has the keyboard's focus (as MUI's Tooltip asks; false where the selector is not known). */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** MUI's Tooltip's delay before it shows under the pointer (the default of `enterDelay`). */
const ENTER_DELAY_MS = 100;

/**
 * An app bar button's tooltip: MUI's, shown under the pointer (after MUI's delay) and on keyboard
 * focus, hidden when they leave or on Escape, drawn from the first time the pointer or the focus
 * reaches the button. MUI's Tooltip around the button keeps the button's node in its state from
 * its first commit, which drew the tooltip and its button a second time inside every commit that
 * mounts the bar; here the button is drawn once, as it is, and the tooltip is placed at it when
 * first wanted. The button keeps its own accessible name (its `aria-label`).
 */
export function BarTip({
  title,
  enterDelay = ENTER_DELAY_MS,
  children,
}: {
  title: string;
  enterDelay?: number;
  children: ReactElement<TippedProps>;
}) {
  // The button, once the tooltip was first wanted: the tooltip is drawn from then on, at it.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // The delay of a tooltip asked for and not yet shown; a new object for each ask restarts it.
  const [asked, setAsked] = useState<{ delay: number } | null>(null);
  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => setOpen(true), asked.delay);
    return () => clearTimeout(timer);
  }, [asked]);
  const show = (button: HTMLElement, delay: number) => {
    setAnchor(button);
    setAsked({ delay });
  };
  const hide = () => {
    setAsked(null);
    setOpen(false);
  };
  const own = children.props;
  const button = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      // A touch shows no tooltip (MUI's needs a long press, which the button's own press takes here).
      if (event.pointerType !== 'touch') show(event.currentTarget, enterDelay);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // As MUI's: on the keyboard's focus, not a click's.
      if (focusVisible(event.currentTarget)) show(event.currentTarget, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });
  return (
    <>
      {button}
      {anchor && (
        <Tooltip title={title} open={open} onClose={hide} disableInteractive slotProps={{ popper: { anchorEl: anchor } }}>
          {/* MUI's Tooltip needs a child of its own; the tooltip is placed at the button. */}
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
