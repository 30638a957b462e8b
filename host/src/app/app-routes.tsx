import { Suspense } from 'react';
import { Route, Routes } from '@ciao/shell/router';
import { usePageLanguage } from '@ciao/shell';
import { SkipLink } from '@ciao/ui';
import { useFrameMessages } from '../messages/frame';
import { AuthRoute, MailLinkRoute, RequireSession } from './auth-guard';
import { useHeadingFocusOnNavigation } from './heading-focus';
import { PageSpinner } from './page-spinner';
import { SignedInRoutes } from './signed-in';

/** Every route; before them the skip link, the page's first focusable element. The page speaks the user's language. */
export function AppRoutes() {
  useHeadingFocusOnNavigation();
  usePageLanguage();
  const t = useFrameMessages();
  return (
    <>
      <SkipLink label={t('frame.skipToContent')} />
      <Routes>
        <Route path="/auth" element={<AuthRoute />} />
        <Route path="/auth/reset" element={<MailLinkRoute />} />
        <Route path="/auth/verify" element={<MailLinkRoute />} />
        <Route element={<RequireSession />}>
          <Route
            path="*"
            element={
              <Suspense fallback={<PageSpinner />}>
                <SignedInRoutes />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </>
  );
}
