import { Card, type SxProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useListContext } from 'react-admin';

/**
 * A list screen's frame: react-admin's ListView as the console uses it (no title, no empty page, no
 * offline page), with its class names and styles. ListView itself is not used: its toolbar and default
 * actions import react-admin's filter form, saved-query dialogs and CSV export, which put react-hook-form
 * and about 100 KB more on the start path that no list here runs.
 */
export function ListFrame({
  filters,
  actions,
  error,
  pagination,
  aside,
  sx,
  children,
}: {
  filters?: ReactNode;
  actions?: ReactNode;
  /** Shown in place of the rows when the list failed to load. */
  error: ReactNode;
  pagination?: ReactNode;
  aside?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const failed = Boolean(useListContext().error);
  // Read with every answer for `failed` only: the frame (card, paper and their styles) is drawn again when its parts change.
  return useMemo(
    () => (
      <Root className="list-page" sx={sx}>
        <div className={failed ? 'RaList-main RaList-noActions' : 'RaList-main'}>
          {filters || actions ? (
            <Toolbar className="RaList-actions">
              {filters}
              <span />
              {actions}
            </Toolbar>
          ) : null}
          <Card className="RaList-content">{failed ? error : children}</Card>
          {pagination}
        </div>
        {aside}
      </Root>
    ),
    [failed, filters, actions, error, pagination, aside, sx, children],
  );
}

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  '& .RaList-content': {
    position: 'relative',
    overflow: 'inherit',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
  },
  '& .RaList-noActions': { marginTop: '1em' },
}));

/** react-admin's ListToolbar: the filters, then the list's buttons, stacked below them on a phone. */
const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    flexWrap: 'inherit',
    flexDirection: 'column-reverse',
  },
}));
