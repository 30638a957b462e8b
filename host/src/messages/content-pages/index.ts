import { defineMessages } from '@ciao/shell';
import en from './en.json';

/**
 * The content pages' own sections (About Us, App info, Community, Contact, FAQs): they load with
 * the pages, not with the signed-in routes' first screen (docs/front-end.md, "Languages").
 */
export const useContentPageMessages = defineMessages(en, {
  it: () => import('./it.json'),
  es: () => import('./es.json'),
});
