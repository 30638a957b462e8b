import { lazy, Suspense } from 'react';
import { Route, Routes } from '@ciao/shell/router';
import { RemoteRoute } from '../federation/remote-route';
import { CONTENT_PAGES } from '../features/content-pages/content-pages';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { useCampaignOpened } from '../features/push/use-campaign-opened';
import { usePushDeviceResync } from '../features/push/use-push-device-resync';
import { AppLayout } from './layout/app-layout';
import { REMOTE_SCREENS, screenId } from './remote-screens';
import { useDeclared } from '../federation/declared-screens';
import { TranslatedShell } from './translated-shell';

// Loaded when a declared screen opens: the signed-in first load carries only the list of them.
const DeclaredRoute = lazy(() => import('./declared-route'));

/**
 * Every route a session opens: the layout with the remotes' screens, the host's own pages and
 * "not found". Its own chunk (signed-in.ts), so the sign-in screen's first load goes without it.
 */
export function SignedInRoutes() {
  usePushDeviceResync();
  useCampaignOpened();
  const { screens: declared } = useDeclared();
  return (
    <TranslatedShell>
      <Routes>
        <Route element={<AppLayout />}>
          {REMOTE_SCREENS.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              // keyed: two routes of one remote must not share a failed or loading state
              element={<RemoteRoute key={screenId(screen)} screen={screen} />}
            />
          ))}
          {/* Declared by live releases (docs/front-end.md, "Declared screens"); the gate kept them off the routes above. */}
          {declared
            .filter(({ access }) => access === 'signed-in')
            .map((screen) => (
              <Route
                key={screen.path}
                path={screen.path}
                element={
                  <Suspense fallback={null}>
                    <DeclaredRoute key={`${screen.remote}/${screen.module}`} screen={screen} />
                  </Suspense>
                }
              />
            ))}
        </Route>
        {CONTENT_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </TranslatedShell>
  );
}
