import { Suspense } from 'react';
import { Route, Routes } from '@ciao/shell/router';
import { FullScreenSpinner } from '@ciao/ui';
import { AuthRoute, RequireSession } from './auth-guard';
import { SignedInRoutes } from './signed-in';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthRoute />} />
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
  );
}
