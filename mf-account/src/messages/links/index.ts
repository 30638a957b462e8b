import { defineMessages } from '@ciao/shell';
import en from './en.json';

/**
 * The sign-in screen's panels for a mailed link or "Forgot password?" (password reset, e-mail
 * verification): they load with the panel, not with the screen (docs/front-end.md, "Languages").
 */
export const useLinkMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type LinkMessageKey = keyof typeof en;
