import { useEffect } from 'react';
import { useSession } from '../session/use-session';
import { browserLanguage, localePinned, setLocale, type Locale } from './locale';

/** `?locale=pseudo` shows the app in the pseudo-locale (layout checks), whatever the account says. */
const pseudoAsked = () =>
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('locale') === 'pseudo';

/** The language the page starts in, before the session is read: the browser's. */
export const startLocale = (): Locale => (pseudoAsked() ? 'pseudo' : browserLanguage());

/**
 * The page speaks the language chosen in the profile, else the browser's (docs/front-end.md,
 * "Languages"); it follows a change of either account or choice.
 */
export function usePageLanguage() {
  const { user, status } = useSession();
  const chosen = user?.language ?? null;
  useEffect(() => {
    if (status === 'loading' || pseudoAsked() || localePinned()) return;
    // A translation that fails to load leaves the page in its language; the next change tries again.
    setLocale(chosen ?? browserLanguage()).catch(() => undefined);
  }, [chosen, status]);
}
