import { defineMessages, type Translate } from '@ciao/shell';
import en from './en.json';

/** mf-dashboard's texts: English with the code, Italian and Spanish each a chunk of their own (docs/front-end.md, "Languages"). */
export const useDashboardMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type DashboardMessageKey = keyof typeof en;
export type DashboardTranslate = Translate<DashboardMessageKey>;
