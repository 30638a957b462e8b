import { defineMessages } from '@ciao/shell';
import en from './en.json';

/** mf-referral's texts: English with the code, Italian and Spanish each a chunk of their own (docs/front-end.md, "Languages"). */
export const useReferralMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type ReferralMessageKey = keyof typeof en;
