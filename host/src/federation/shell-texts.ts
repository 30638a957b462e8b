import { createContext, useContext } from 'react';
import { SIGN_IN_SCREEN } from '@ciao/contracts/screen-routes';
import { useFrameMessages } from '../messages/frame';

/** A screen's title (its English name in the routes' table) in the page's language. */
export type ScreenTitle = (title: string) => string;

/**
 * The signed-in screens' titles, which the signed-in routes' chunk provides from the host's catalog
 * (app/translated-shell.tsx); on /auth, whose first load carries no host catalog, there are none.
 */
export const ScreenTitleContext = createContext<ScreenTitle | null>(null);

/** Names a remote's screen in the page's language: the sign-in screen from the frame's catalog, the others from the context. */
export function useScreenTitle(): ScreenTitle {
  const t = useFrameMessages();
  const signedIn = useContext(ScreenTitleContext);
  return (title) => (title === SIGN_IN_SCREEN.title ? t('frame.signIn') : (signedIn?.(title) ?? title));
}
