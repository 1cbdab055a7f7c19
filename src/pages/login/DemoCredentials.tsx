import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { DEMO_ADMIN, DEMO_SUBADMIN } from '../../sandbox/demo';
import type { Translate } from './translate';

/** Sandbox mode only: the sign-ins the seeded sandbox accepts. */
export default function DemoCredentials({ translate }: { translate: Translate }) {
  return (
    <Alert severity="info" role="note" data-testid="demo-credentials">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('app.login.demo')}
      </Typography>
      <Typography variant="body2" dir="ltr">
        {translate('app.login.demo_admin')}: {DEMO_ADMIN.email} / {DEMO_ADMIN.password}
      </Typography>
      <Typography variant="body2" dir="ltr">
        {translate('app.login.demo_subadmin')}: {DEMO_SUBADMIN.email} / {DEMO_SUBADMIN.password}
      </Typography>
    </Alert>
  );
}
