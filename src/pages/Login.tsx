import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LoginError } from '../auth/authProvider';
import { isSandbox } from '../config';
import { LanguageSelect } from './LanguageSelect';

// Compiled out of builds that talk to a real backend.
const DemoCredentials = isSandbox ? lazy(() => import('./DemoCredentials')) : null;

export function Login() {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await login({ email: email.trim(), password });
    } catch (failure) {
      if (failure instanceof LoginError) setError(failure.translate ? translate(failure.message) : failure.message);
      else setError(translate('app.login.something_wrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack spacing={2} component="form" onSubmit={submit} aria-labelledby="login-title">
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Typography id="login-title" variant="h5" component="h1">
                {translate('app.login.title')}
              </Typography>
              <LanguageSelect />
            </Stack>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label={translate('app.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label={translate('app.login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={busy ? <CircularProgress size={18} /> : null}>
              {translate('app.login.submit')}
            </Button>
            <Link component={RouterLink} to="/forgotpassword" variant="body2">
              {translate('app.login.forgot')}
            </Link>
            {DemoCredentials && (
              <Suspense fallback={null}>
                <DemoCredentials />
              </Suspense>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
