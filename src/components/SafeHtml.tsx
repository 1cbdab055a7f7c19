import { Box, type SxProps } from '@mui/material';
import { sanitizeHtml } from '../lib/sanitize';

/** Renders rich text from the server, sanitised. The one place server HTML reaches the page. */
export function SafeHtml({ html, sx }: { html: string | null | undefined; sx?: SxProps }) {
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
