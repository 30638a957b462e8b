import { defineMessages } from '@ciao/shell';
import en from './en.json';

/** The host's texts: English with the signed-in routes (not on /auth's first load), Italian and Spanish each a chunk of their own (docs/front-end.md, "Languages"). */
export const useHostMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type HostMessageKey = keyof typeof en;
