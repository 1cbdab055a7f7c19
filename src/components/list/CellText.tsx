import { CELL } from './cellStyles';

/** Text longer than this may take two lines; shorter text (a date, an id, a phone, an amount, a name) stays on one. */
const ONE_LINE_MAX = 24;
/** A single word (an e-mail, a web address, a code) stays on one line up to this length. */
const ONE_WORD_MAX = 40;

export const isFreeText = (text: string) => text.length > (/\s/.test(text.trim()) ? ONE_LINE_MAX : ONE_WORD_MAX);

/**
 * A cell's text: free text clamped to the density's lines (the list's `ClampedTextTip` shows the whole
 * text on hover and focus); short text stays on one line as every cell does. Plain string cells get
 * this from `TableRows` itself.
 */
export function CellText({ text }: { text: string }) {
  // Its own direction from its first letter: English text in an Arabic list reads, and ends in '…', left to right.
  return isFreeText(text) ? (
    <span className={CELL.text} dir="auto">
      {text}
    </span>
  ) : (
    <>{text}</>
  );
}
