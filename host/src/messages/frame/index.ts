import { defineMessages } from '@ciao/shell';
import en from './en.json';

/**
 * The few words every page's frame shows, /auth's included: the "Sign In" title, the spinners, a
 * remote's fallback, the skip link. English travels in the host's first load (a few hundred bytes);
 * Italian and Spanish are chunks of their own, which `setLocale` waits for before the page switches
 * (docs/front-end.md, "Languages").
 */
export const useFrameMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});
