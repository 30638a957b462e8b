// Through the package's shared entry, as app-store-provider.tsx does: the toast list lives in the
// on-demand store entry, and the page's one locale is the shared `@ciao/shell`'s.
import { defineMessages } from '@ciao/shell';
import en from './en.json';

/**
 * The shell's own words: the toasts' accessible names. Only the toast list (`@ciao/shell/store`,
 * loaded on demand) reads them, so they travel with it, not with a first load (docs/front-end.md, "Languages").
 */
export const useShellMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});
