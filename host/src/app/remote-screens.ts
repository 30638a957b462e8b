import type { RemoteId, RemoteName, ScreenName } from '@ciao/shell';
import { likelyScreen, REMOTE_DIALOGS, SCREEN_ROUTES, SIGN_IN_SCREEN } from '@ciao/contracts/screen-routes';

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
export const PROFILE_DIALOG_ID = `${REMOTE_DIALOGS[0].remote}/${REMOTE_DIALOGS[0].screen}` satisfies RemoteId;

/**
 * The tables above name every module of the contract: the API's release gate requires a remote to
 * expose what they list (modulesTheHostLoads), so a module missing here would go unchecked.
 */
type ListedId =
  | `${(typeof REMOTE_SCREENS)[number]['remote']}/${(typeof REMOTE_SCREENS)[number]['screen']}`
  | `${typeof AUTH_SCREEN.remote}/${typeof AUTH_SCREEN.screen}`
  | typeof PROFILE_DIALOG_ID;
const everyModuleListed: RemoteId extends ListedId ? true : never = true;
void everyModuleListed;

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
