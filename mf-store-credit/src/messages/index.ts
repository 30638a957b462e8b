import { defineMessages, type Translate } from '@ciao/shell';
import en from './en.json';

/** mf-store-credit's texts: English with the code, Italian and Spanish each a chunk of their own (docs/front-end.md, "Languages"). */
export const useStoreCreditMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type StoreCreditMessageKey = keyof typeof en;
export type StoreCreditTranslate = Translate<StoreCreditMessageKey>;
