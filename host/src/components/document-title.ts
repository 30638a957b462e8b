import { useEffect } from 'react';

/** The app's name, in the header and at the end of every page title. */
export const APP_TITLE = '$CIAO MINING';

/** Names the page after its screen ("Store Credits · $CIAO MINING"): the tab, history and a screen reader say where the user is. */
export function useDocumentTitle(screenTitle: string) {
  useEffect(() => {
    document.title = `${screenTitle} · ${APP_TITLE}`;
  }, [screenTitle]);
}
