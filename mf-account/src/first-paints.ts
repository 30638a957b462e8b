import { createElement } from 'react';
import { SIGN_IN_SCREEN } from '@ciao/contracts/screen-routes';
import type { ScreenName } from '@ciao/shell';
import { AuthScreen } from './screens/auth-screen';

/**
 * Screens whose first paint the production build writes beside the remote, as
 * `dist/first-paint/<Screen>.html`, with the path each is rendered at. The API puts it into the
 * page of a visitor without a session, to paint before the scripts run (docs/performance.md).
 */
export const firstPaints = {
  AuthScreen: { path: SIGN_IN_SCREEN.path, element: createElement(AuthScreen) },
} satisfies Partial<Record<ScreenName<'mf_account'>, { path: string; element: unknown }>>;
