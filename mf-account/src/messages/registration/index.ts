import { defineMessages } from '@ciao/shell';
import en from './en.json';

/**
 * The registration form's, the age check's and the legal dialog's texts: they load with the form,
 * after the sign-in screen's first load (docs/front-end.md, "Languages").
 */
export const useRegistrationMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});

export type RegistrationMessageKey = keyof typeof en;
