import { useLocaleState, useLogin, useTranslate } from 'react-admin';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ForgotPassword } from './ForgotPassword';
import { returnPathFor, takeNextPath } from '../../auth/session';
import { useSignedInElsewhere } from '../../auth/sessionAcrossTabs';
import { useSignInScreen } from '../../auth/signedInAccount';
import { safeNextPath } from '../../auth/nextPath';
import { LoginForm } from './LoginForm';

/** The sign-in screen inside react-admin (after a logout or an ended session). */
export function LoginPage() {
  useSignInScreen();
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const login = useLogin();
  const location = useLocation();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  // Read once: the stored return path is taken (removed) on reading, also when the router's state
  // names the screen, so it cannot outlive this sign-in and send a later one to an old screen.
  const [next] = useState(() => {
    const stored = takeNextPath();
    return safeNextPath(state?.nextPathname ? state.nextPathname + (state.nextSearch ?? '') : stored);
  });
  useSignedInElsewhere(next);
  return (
    <LoginForm
      translate={translate}
      locale={locale}
      onLocaleChange={setLocale}
      signIn={(email, password) => login({ email, password }, returnPathFor(email, next))}
    />
  );
}

export function ForgotPasswordPage() {
  useSignInScreen();
  return <ForgotPassword translate={useTranslate()} />;
}
