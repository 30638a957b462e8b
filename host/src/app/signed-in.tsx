import { lazy } from 'react';

/**
 * The signed-in part of the host in its own chunk: the sign-in screen's first load goes without
 * it, and the browser prefetches it at its lowest priority once the page has loaded, so the
 * dashboard opens without waiting for it after sign-in.
 */
export const SignedInRoutes = lazy(() =>
  import(/* webpackPrefetch: true */ './signed-in-routes').then((module) => ({ default: module.SignedInRoutes })),
);
