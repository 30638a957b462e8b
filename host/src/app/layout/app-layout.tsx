import { lazy, Suspense } from 'react';
import { Outlet } from '@ciao/shell/router';
import styled from 'styled-components';
import { useSession } from '@ciao/shell';
import { AppHeader } from './app-header';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
`;

// Loaded only for a user whose address is not verified yet: the first load of everyone else stays as it was.
const EmailVerificationBanner = lazy(() => import('../../features/email-verification/email-verification-banner'));

/** Signed-in screens from remotes: the sticky header with the menu, the verification banner while it applies, the route's screen. */
export function AppLayout() {
  const { user } = useSession();
  return (
    <Shell>
      <AppHeader />
      {user && !user.emailVerified ? (
        <Suspense fallback={null}>
          <EmailVerificationBanner user={user} />
        </Suspense>
      ) : null}
      <Outlet />
    </Shell>
  );
}
