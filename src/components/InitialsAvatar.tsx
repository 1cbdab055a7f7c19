import { Avatar } from '@mui/material';

/** Initials of the first one or two words (spec 000 §2). */
export function initialsOf(name: string | undefined | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}

/** The row image, or a square avatar with initials when there is none. */
export function InitialsAvatar({ src, name, size = 40 }: { src?: string | null; name?: string | null; size?: number }) {
  return (
    <Avatar variant="square" src={src || undefined} alt={name ?? ''} sx={{ width: size, height: size, fontSize: size * 0.4 }}>
      {initialsOf(name)}
    </Avatar>
  );
}
