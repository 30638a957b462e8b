import { createElement } from 'react';
import { INVITED_SIGN_IN_PAINT, SIGN_IN_SCREEN } from '@ciao/contracts/screen-routes';
import { INVITE_PARAMETER } from '@ciao/contracts/web';
import type { ScreenName } from '@ciao/shell';
import { AuthScreen } from './screens/auth-screen';

/**
 * Screens whose first paint the production build writes beside the remote, as
 * `dist/first-paint/<Screen>.html`, with the path each is rendered at. The API puts it into the
 * page of a visitor without a session, to paint before the scripts run (docs/performance.md); an
 * invite link gets the Register tab's, with the link's code in place of the slot.
 */
export const firstPaints = {
  AuthScreen: { path: SIGN_IN_SCREEN.path, element: createElement(AuthScreen) },
  [INVITED_SIGN_IN_PAINT.name]: {
    path: `${SIGN_IN_SCREEN.path}?${INVITE_PARAMETER}=${INVITED_SIGN_IN_PAINT.codeSlot}`,
    element: createElement(AuthScreen),
  },
} satisfies Partial<
  Record<ScreenName<'mf_account'> | typeof INVITED_SIGN_IN_PAINT.name, { path: string; element: unknown }>
>;
