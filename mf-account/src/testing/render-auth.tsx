// The auth screen as the host shows it, for the sign-in and registration tests.
import { Route, Routes } from '@ciao/shell/router';
import { useSession } from '@ciao/shell';
import { LocationProbe, renderWithShell } from '@ciao/shell/testing';
import { AuthScreen } from '../screens/auth-screen';

/** Like the host's guard: an active session query, which sign-in and registration must refresh. */
function SessionProbe() {
  const { status } = useSession();
  return <p data-testid="session">{status}</p>;
}

/** The auth screen at `route`, with the dashboard to land on, the current location and the session status. */
export function renderAuth(route = '/auth') {
  return renderWithShell(
    <>
      <Routes>
        <Route path="/auth" element={<AuthScreen />} />
        <Route path="/auth/reset" element={<AuthScreen />} />
        <Route path="/" element={<h1>Dashboard</h1>} />
      </Routes>
      <LocationProbe />
      <SessionProbe />
    </>,
    { route },
  );
}
