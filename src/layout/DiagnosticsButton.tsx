import TroubleshootIcon from '@mui/icons-material/Troubleshoot';
import { Box, IconButton } from '@mui/material';
import { memo } from 'react';
import { BarTip } from './BarTip';
import { useTranslate } from 'react-admin';
import { useAccessCheck } from './accessCheck';
import { RouteLink } from './consoleRouter';
import { ADMIN_ROLE, DIAGNOSTICS_ROUTE } from '../auth/permissions';
import { useDeviationLog } from '../components/useDeviationLog';
import { changesWhatIsShown } from '../api/contract/deviations';

/** The administrator's way to the diagnostics screen: its name, with how many deviations this session has seen; none for others. */
export function useDiagnosticsEntry(): { label: string; count: number } | undefined {
  const translate = useTranslate();
  const { permissions } = useAccessCheck();
  // Fields the documents do not name are information, listed on the screen but not counted here.
  const count = useDeviationLog().filter(changesWhatIsShown).length;
  if (permissions?.role !== ADMIN_ROLE) return undefined;
  const label = count > 0 ? translate('app.diagnostics.open_count', { count, smart_count: count }) : translate('app.diagnostics.open');
  return { label, count };
}

/** The app bar's diagnostics button, for the administrator. */
export function DiagnosticsButton() {
  const entry = useDiagnosticsEntry();
  return entry ? <DiagnosticsLink label={entry.label} count={entry.count} /> : null;
}

/** The button itself, memoised: the deviation log renders its reader with each deviation noted, most of which change no count. */
const DiagnosticsLink = memo(function DiagnosticsLink({ label, count }: { label: string; count: number }) {
  return (
    <BarTip title={label}>
      <IconButton
        color="inherit"
        component={RouteLink}
        to={`/${DIAGNOSTICS_ROUTE}`}
        aria-label={label}
        data-testid="diagnostics-button"
        sx={{ position: 'relative' }}
      >
        <TroubleshootIcon />
        {count > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 2,
              insetInlineEnd: 0,
              minWidth: 18,
              px: 0.5,
              borderRadius: 9,
              fontSize: 11,
              lineHeight: '18px',
              fontWeight: 700,
              bgcolor: 'warning.main',
              color: 'warning.contrastText',
            }}
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </IconButton>
    </BarTip>
  );
});
