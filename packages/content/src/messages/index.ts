import { defineMessages } from '@ciao/shell';
import en from './en.json';

/**
 * The Terms and Conditions' and the Privacy & Policy's texts: English travels with the screens
 * that show them (the host's /terms and /privacy, mf-account's register legal dialog), Italian and
 * Spanish each a chunk of their own (docs/front-end.md, "Languages").
 */
export const useLegalMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});
