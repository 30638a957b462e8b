import { lazy } from 'react';

/**
 * The signed-in part of the host, in its own chunk: the sign-in screen's first load goes without
 * it. A signed-in page has it preloaded by the API (the host build's `signed-in-start.json`); the
 * sign-in screen loads it once the browser is idle (`SignInScreen`, auth-guard.tsx), so the dashboard
 * opens without waiting for it after sign-in.
 */
export const loadSignedInRoutes = () => import('./signed-in-routes');

export const SignedInRoutes = lazy(() => loadSignedInRoutes().then((module) => ({ default: module.SignedInRoutes })));
