import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { pageOfRoute } from '../../lib/basePath';
import { useDocumentTitle } from '../../lib/documentTitle';
import type { Translate } from './LoginForm';

export function ForgotPassword({ translate }: { translate: Translate }) {
  useDocumentTitle(translate('app.forgot.title'), translate('app.tab.console'));
  return (
    <Box component="main" sx={{ maxWidth: 480, mx: 'auto', py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.forgot.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.forgot.body')}</Typography>
      <Button href={pageOfRoute('/login')} sx={{ mt: 3 }} variant="outlined">
        {translate('app.forgot.back')}
      </Button>
    </Box>
  );
}
