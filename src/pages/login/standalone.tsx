import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import Polyglot from 'node-polyglot';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { TranslationMessages } from 'react-admin';
import { loadSignInMessages } from '../../../i18n/signIn';
import { DEFAULT_LOCALE, directionOf, isLocale } from '../../../i18n/locales';
import { signInAndLoadProfile } from '../../auth/signIn';
import { returnPathFor, takeNextPath } from '../../auth/session';
import { pageOfRoute, routeOfPage } from '../../lib/basePath';
import { useSignedInElsewhere } from '../../auth/sessionAcrossTabs';
import { DirectionRoot, setDocumentLanguage } from '../../layout/direction';
import { browserPrefersDark, readPreference, writePreference } from '../../lib/preferences';
import { ForgotPassword } from './ForgotPassword';
import { safeNextPath, SIGN_IN_ROUTES } from '../../auth/nextPath';
import { LoginForm, type Translate } from './LoginForm';

function translatorFor(locale: string, messages: TranslationMessages): Translate {
  const polyglot = new Polyglot({ locale, phrases: messages as object, allowMissing: true });
  return (key, options) => polyglot.t(key, options as Polyglot.InterpolationOptions);
}

interface StandaloneProps {
  initialLocale: string;
  initialMessages: TranslationMessages;
  next: string | null;
  configProblem?: string;
}

function Standalone({ initialLocale, initialMessages, next, configProblem }: StandaloneProps) {
  const [{ locale, messages }, setLanguage] = useState({ locale: initialLocale, messages: initialMessages });
  const direction = directionOf(locale);
  // No account's theme: the browser's colour scheme.
  const [dark] = useState(browserPrefersDark);
  const theme = useMemo(() => createTheme({ direction, palette: { mode: dark ? 'dark' : 'light' } }), [direction, dark]);
  const translate = useMemo(() => translatorFor(locale, messages), [locale, messages]);
  useSignedInElsewhere(safeNextPath(next));
  const changeLocale = async (code: string) => {
    // The sign-in screen's own language (no account is signed in); an account without one opens in it.
    writePreference('locale', code);
    setLanguage({ locale: code, messages: await loadSignInMessages(code) });
  };
  return (
    <DirectionRoot direction={direction} locale={locale}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {routeOfPage() === '/forgotpassword' && !configProblem ? (
          <ForgotPassword translate={translate} />
        ) : (
          <LoginForm
            translate={translate}
            locale={locale}
            onLocaleChange={changeLocale}
            configProblem={configProblem}
            signIn={async (email, password) => {
              const target = returnPathFor(email, safeNextPath(next));
              await signInAndLoadProfile(email, password);
              window.location.assign(pageOfRoute(target));
            }}
          />
        )}
      </ThemeProvider>
    </DirectionRoot>
  );
}

/**
 * Signed-out visitors get only this: React, a few MUI parts and the messages; no react-admin. With a
 * `configProblem` (an unusable /config.json) everyone gets it, naming the problem, and no host is called.
 */
export async function startSignedOut(root: HTMLElement, configProblem?: string) {
  const { search } = window.location;
  const pathname = routeOfPage();
  const nextFromQuery = new URLSearchParams(search).get('next');
  const onLoginScreens = SIGN_IN_ROUTES.includes(pathname);
  const next = onLoginScreens ? (nextFromQuery ?? takeNextPath()) : pathname === '/' ? null : pathname + search;
  if (!onLoginScreens) window.history.replaceState(null, '', pageOfRoute(next ? `/login?next=${encodeURIComponent(next)}` : '/login'));
  // The language last chosen on a sign-in screen, never an account's.
  const stored = readPreference<string>('locale');
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  setDocumentLanguage(locale);
  const messages = await loadSignInMessages(locale);
  createRoot(root).render(<Standalone initialLocale={locale} initialMessages={messages} next={next} configProblem={configProblem} />);
}
