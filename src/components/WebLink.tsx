import { Link, Typography } from '@mui/material';
import { httpUrl } from '../lib/validators';

/** A stored address as a link only when it is http(s); anything else (`javascript:`, no scheme) is plain text. */
export function WebLink({ href }: { href: string }) {
  if (href.trim() && !httpUrl(href))
    return (
      <Link href={href.trim()} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
        {href}
      </Link>
    );
  return (
    <Typography component="span" variant="inherit" sx={{ wordBreak: 'break-all' }}>
      {href}
    </Typography>
  );
}
