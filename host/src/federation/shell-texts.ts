import { createContext, useContext } from 'react';

/**
 * The texts of a remote's frame (its spinner, its fallback, the page's title). English on /auth,
 * whose first load carries no host messages; in the page's language on every signed-in route,
 * whose chunk provides them from the host's catalog (app/translated-shell.tsx; docs/front-end.md, "Languages").
 */
export interface ShellTexts {
  loadingSection: string;
  failedTitle: string;
  failedHint: string;
  tryAgain: string;
  /** A screen's title (its English name in the routes' table) in the page's language. */
  screenTitle: (title: string) => string;
}

export const ENGLISH_SHELL_TEXTS: ShellTexts = {
  loadingSection: 'Loading section',
  failedTitle: 'This section could not be loaded.',
  failedHint: 'Check your connection, then try again. The rest of the app still works.',
  tryAgain: 'Try again',
  screenTitle: (title) => title,
};

export const ShellTextsContext = createContext<ShellTexts>(ENGLISH_SHELL_TEXTS);

export const useShellTexts = (): ShellTexts => useContext(ShellTextsContext);
