import { Suspense } from 'react';
import { Route, Routes } from '@ciao/shell/router';
import { FullScreenSpinner, SkipLink } from '@ciao/ui';
import { AuthRoute, PasswordResetRoute, RequireSession } from './auth-guard';
import { useHeadingFocusOnNavigation } from './heading-focus';
import { SignedInRoutes } from './signed-in';

/** Every route; before them the skip link, the page's first focusable element. */
export function AppRoutes() {
  useHeadingFocusOnNavigation();
  return (
    <>
      <SkipLink />
      <Routes>
        <Route path="/auth" element={<AuthRoute />} />
        <Route path="/auth/reset" element={<PasswordResetRoute />} />
        <Route element={<RequireSession />}>
          <Route
            path="*"
            element={
              <Suspense fallback={<FullScreenSpinner message="Loading..." />}>
                <SignedInRoutes />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </>
  );
}
