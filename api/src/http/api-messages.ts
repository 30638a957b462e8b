import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@ciao/contracts';
import type { Request } from 'express';
import { requestLanguage } from './request-language';
import es from './messages/es.json';
import it from './messages/it.json';

// The API's own words (an error's message and its fields' messages, the answers a customer route
// writes) in the reader's language (docs/front-end.md, "Languages"). English is the source and the
// key: each text stays written once, where the code throws or answers it, and the catalogs of
// `messages/` give its Italian and Spanish. A text with values is an ICU message ("Too many
// attempts. Please try again in {count, plural, ...}."), written by `apiMessage` in every language, English too.

export type MessageValues = Record<string, string | number>;

const CATALOGS: Record<Exclude<Language, 'en'>, Record<string, string>> = { it, es };

const books = new Map<Language, I18n>(
  (['en', 'it', 'es'] as const).map((language) => {
    const i18n = setupI18n({
      locale: language,
      messages: { [language]: language === 'en' ? {} : CATALOGS[language] },
    });
    i18n.setMessagesCompiler(compileMessage);
    return [language, i18n];
  }),
);

/** Whether the API has `english` in `language` (English always). */
const hasText = (language: Language, english: string) => language === 'en' || english in CATALOGS[language];

/**
 * An API text in `language`: its translation, else English as written (an admin's message, which
 * stays English by decision). With values, `english` is an ICU message and is formatted.
 */
export function apiMessage(language: Language, english: string, values?: MessageValues): string {
  const speaks = hasText(language, english) ? language : 'en';
  if (!values && speaks === 'en') return english;
  return books.get(speaks)!._(english, values);
}

/** An API text in the language of the request's `Accept-Language` (the app sends the page's). */
export const messageFor = (req: Request, english: string, values?: MessageValues): string =>
  apiMessage(requestLanguage(req), english, values);
