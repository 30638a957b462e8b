import { Route, Routes } from '@ciao/shell/router';
import { RemoteRoute } from '../federation/remote-route';
import { AuthRoute, RequireSession } from './auth-guard';
import { CONTENT_PAGES } from '../features/content-pages/content-pages';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { REMOTE_SCREENS, screenId } from './remote-screens';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthRoute />} />
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          {REMOTE_SCREENS.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              // keyed: two routes of one remote must not share a failed or loading state
              element={<RemoteRoute key={screenId(screen)} screen={screen} />}
            />
          ))}
        </Route>
        {CONTENT_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
