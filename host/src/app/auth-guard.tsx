import { useEffect } from 'react';
import { Navigate, Outlet } from '@ciao/shell/router';
import { FIRST_PAINT_ATTRIBUTE, useSession, whenIdle } from '@ciao/shell';
import { sessionEndMessage } from '@ciao/api-client';
import { AUTH_SCREEN } from './remote-screens';
import { RemoteRoute } from '../federation/remote-route';
import { PageSpinner } from './page-spinner';
import { loadSignedInRoutes } from './signed-in';

/** The sign-in screen; once the browser is idle, the signed-in routes load behind it, for after the sign-in. */
function SignInScreen() {
  useEffect(() => whenIdle(() => void loadSignedInRoutes().catch(() => undefined)), []);
  return <RemoteRoute screen={AUTH_SCREEN} />;
}

/**
 * The API painted the sign-in screen into the page (an invite link: first-screen-paint.ts), which
 * it does only without a session cookie: the visitor is signed out, and the paint stays in place.
 */
const signInPainted = document.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`) !== null;

/**
 * Every route but /auth: a spinner while the session loads (the sign-in screen over its first paint),
 * the sign-in screen when anonymous; /auth, which says why, when the API ended the session (a suspension).
 */
export function RequireSession() {
  const { status } = useSession();
  if (status === 'loading') return signInPainted ? <SignInScreen /> : <PageSpinner />;
  if (status === 'anonymous') return sessionEndMessage() ? <Navigate to="/auth" replace /> : <SignInScreen />;
  return <Outlet />;
}

/** /auth/reset?token=... and /auth/verify?token=...: a mailed link's page, signed in or not. */
export function MailLinkRoute() {
  return <SignInScreen />;
}

/** /auth itself: a signed-in user goes to the dashboard. */
export function AuthRoute() {
  const { status } = useSession();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <SignInScreen />;
}
