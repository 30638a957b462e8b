import { defineMessages } from '@ciao/shell';
import en from './en.json';

/** The profile dialog's texts: they load with the dialog, not with the sign-in screen (docs/front-end.md, "Languages"). */
export const useProfileMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type ProfileMessageKey = keyof typeof en;
