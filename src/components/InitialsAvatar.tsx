import { useState } from 'react';
import { CELL } from './list/cellStyles';
import { initialsOf } from '../lib/labelText';

/** Backgrounds with at least 4.5:1 contrast for white initials, chosen by name so a row keeps its colour. */
const AVATAR_COLOURS = ['#37474f', '#4527a0', '#00695c', '#ad1457', '#1565c0', '#6d4c41', '#2e7d32', '#c62828'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}

/** The row image, or a square avatar with initials when there is none or it fails to load. */
export function InitialsAvatar({ src, name, size = 40 }: { src?: string | null; name?: string | null; size?: number }) {
  const [failed, setFailed] = useState<string>();
  const style = { width: size, height: size, fontSize: size * 0.4, backgroundColor: colourOf(name ?? '') };
  // Keyed by its image: a row drawn again for another record never shows the last one's picture while its own loads.
  if (src && failed !== src) return <img key={src} className={CELL.avatar} src={src} alt={name ?? ''} style={style} onError={() => setFailed(src)} />;
  return (
    <div className={CELL.avatar} style={style}>
      {initialsOf(name)}
    </div>
  );
}
