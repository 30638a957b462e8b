import { Suspense } from 'react';
import { Route, Routes } from '@ciao/shell/router';
import { usePageLanguage } from '@ciao/shell';
import { FullScreenSpinner, SkipLink } from '@ciao/ui';
import { AuthRoute, MailLinkRoute, RequireSession } from './auth-guard';
import { useHeadingFocusOnNavigation } from './heading-focus';
import { SignedInRoutes } from './signed-in';

/** Every route; before them the skip link, the page's first focusable element. The page speaks the user's language. */
export function AppRoutes() {
  useHeadingFocusOnNavigation();
  usePageLanguage();
  return (
    <>
      <SkipLink />
      <Routes>
        <Route path="/auth" element={<AuthRoute />} />
        <Route path="/auth/reset" element={<MailLinkRoute />} />
        <Route path="/auth/verify" element={<MailLinkRoute />} />
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
