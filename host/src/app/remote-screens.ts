import type { RemoteId, RemoteName, ScreenName } from '@ciao/shell';
import { likelyScreen, SCREEN_ROUTES, SIGN_IN_SCREEN } from '@ciao/contracts/screen-routes';

/** A screen of a remote, named as @ciao/shell's RemoteModules contract names it. */
export type RemoteScreen = { [R in RemoteName]: { remote: R; screen: ScreenName<R> } }[RemoteName];

/**
 * Routes whose screen lives in a remote (spec section 2), from the one table the API's preload
 * hints read too; checked here against the contract. The host never imports their code.
 */
export const REMOTE_SCREENS = SCREEN_ROUTES satisfies readonly (RemoteScreen & { path: string })[];

/** /auth, and what every guarded route shows an anonymous visitor. */
export const AUTH_SCREEN = SIGN_IN_SCREEN satisfies RemoteScreen;

/** Opened from the side menu's header. */
export const PROFILE_DIALOG_ID = 'mf_account/ProfileDialog' satisfies RemoteId;

/** The id Module Federation loads a screen by ('remote/Screen'); the contract checked both parts. */
export const screenId = ({ remote, screen }: RemoteScreen) => `${remote}/${screen}` as RemoteId;

/**
 * The screen a page most likely shows: /auth's, or its route's (a signed-out visitor gets the sign-in
 * screen instead, known once the session is read). Undefined for the host's own pages.
 */
export function likelyScreenId(pathname: string): RemoteId | undefined {
  const screen = likelyScreen(pathname);
  return screen ? screenId(screen) : undefined;
}
