import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue, useState, type FormEvent } from 'react';
import { LoginError } from '../../auth/signIn';
import { AnswerUnreadable } from '../../api/apiError';
import { sessionHasEnded } from '../../auth/session';
import { pageOfRoute } from '../../lib/basePath';
import { useDocumentTitle } from '../../lib/documentTitle';
import { LanguageSelect } from './LanguageSelect';
import { lazyComponent } from '../../lib/lazyComponent';
import type { Translate } from './translate';

// The condition reads the build's settings itself (as config.ts's isSandbox), so a real-backend build
// folds it and emits no demo chunk.
const DemoCredentials =
  import.meta.env.VITE_API_URL || import.meta.env.VITE_BACKEND === 'real' ? null : lazyComponent(() => import('./DemoCredentials'));

export type { Translate };

interface LoginFormProps {
  translate: Translate;
  locale: string;
  onLocaleChange: (locale: string) => void;
  /** Signs in and opens the console; rejects with a LoginError to show. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Why this console cannot run (its /config.json): shown, and signing in calls no host. */
  configProblem?: string;
}

/**
 * The sign-in screen (spec 000 §2, §8). Free of react-admin, so /login loads little JavaScript; after
 * signing in the browser loads the console at the screen the user came from.
 */
export function LoginForm({ translate, locale, onLocaleChange, signIn, configProblem }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Why the form shows: react-admin's own notice needs the session the server has just refused.
  const [sessionEnded] = useState(sessionHasEnded);
  // The demo sign-ins (a sandbox hint) are asked for once the form shows. Asked for in the form's own
  // render, their code raced the form: a busy machine asked for it before the form showed, a quiet one after.
  // useDeferredValue's initial value draws the form first; the deferred render after it brings the hint.
  const formShown = useDeferredValue(true, false);
  useDocumentTitle(translate('app.login.title'), translate('app.tab.console'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (configProblem) return;
    setBusy(true);
    setError(undefined);
    try {
      await signIn(email.trim(), password);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof LoginError) setError(failure.translate ? translate(failure.message) : failure.message);
      // A profile whose features could not be read: named (call, field), as a screen names it.
      else if (failure instanceof AnswerUnreadable) setError(translate(failure.translation.key, { ...failure.translation.args }));
      else setError(translate('app.login.something_wrong'));
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Box sx={{ width: '100%', maxWidth: 420, position: 'relative' }}>
        <Card>
          <CardContent>
            <Stack spacing={2} component="form" onSubmit={submit} aria-labelledby="login-title">
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography id="login-title" variant="h5" component="h1">
                  {translate('app.login.title')}
                </Typography>
                <LanguageSelect locale={locale} onChange={onLocaleChange} label={translate('app.login.language')} />
              </Stack>
              {configProblem && (
                <Alert severity="error" role="alert" data-testid="config-problem">
                  {translate('app.login.config_problem', { problem: configProblem })}
                </Alert>
              )}
              {sessionEnded && !error && !configProblem && (
                <Alert severity="info" role="status">
                  {translate('app.auth.session_ended')}
                </Alert>
              )}
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
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy || Boolean(configProblem)}
                startIcon={busy ? <CircularProgress size={18} /> : null}
              >
                {translate('app.login.submit')}
              </Button>
              <Link href={pageOfRoute('/forgotpassword')} variant="body2">
                {translate('app.login.forgot')}
              </Link>
            </Stack>
          </CardContent>
        </Card>
        {DemoCredentials && formShown && (
          // Under the card, out of its flow: the centred card stays where it was painted when the hint comes
          // (inside it, the card grew and moved up: a layout shift of 0.039 on a phone).
          <Box sx={{ position: 'absolute', top: '100%', insetInline: 0, pt: 2 }}>
            <Suspense fallback={null}>
              <DemoCredentials translate={translate} />
            </Suspense>
          </Box>
        )}
      </Box>
    </Box>
  );
}
