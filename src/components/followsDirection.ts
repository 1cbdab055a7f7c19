import type { SxProps, Theme } from '@mui/material';

/** An icon that points along the reading direction (Back, Send): mirrored in Arabic, which MUI does not do. */
export const FOLLOWS_DIRECTION: SxProps<Theme> = { transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };
