import { defineMessages } from '@ciao/shell';
import en from './en.json';

/** mf-account's texts: English with the code, Italian and Spanish each a chunk of their own (docs/front-end.md, "Languages"). */
export const useAccountMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type AccountMessageKey = keyof typeof en;
