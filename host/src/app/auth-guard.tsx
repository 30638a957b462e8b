import { Navigate, Outlet } from '@ciao/shell/router';
import { FullScreenSpinner } from '@ciao/ui';
import { useSession } from '@ciao/shell';
import { AUTH_SCREEN } from './remote-screens';
import { RemoteRoute } from '../federation/remote-route';

function SignInScreen() {
  return <RemoteRoute screen={AUTH_SCREEN} />;
}

/** Every route but /auth: a spinner while the session loads, the sign-in screen when anonymous. */
export function RequireSession() {
  const { status } = useSession();
  if (status === 'loading') return <FullScreenSpinner message="Loading..." />;
  if (status === 'anonymous') return <SignInScreen />;
  return <Outlet />;
}

/** /auth itself: a signed-in user goes to the dashboard. */
export function AuthRoute() {
  const { status } = useSession();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <SignInScreen />;
}
