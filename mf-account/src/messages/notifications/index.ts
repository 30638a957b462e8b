import { defineMessages } from '@ciao/shell';
import en from './en.json';

/** The notifications screen's texts: they load with the screen (docs/front-end.md, "Languages"). */
export const useNotificationsMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type NotificationsMessageKey = keyof typeof en;
