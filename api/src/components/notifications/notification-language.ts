import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@ciao/contracts';
import en from './messages/en.json';
import es from './messages/es.json';
import it from './messages/it.json';

// The notification texts the server renders, in the language the user chose in the profile
// (docs/front-end.md, "Languages"): Lingui, as the app, on catalogs kept beside this file.

export type NotificationMessageKey = keyof typeof en;

const CATALOGS: Record<Language, Record<NotificationMessageKey, string>> = { en, it, es };

const books = new Map<Language, I18n>(
  LANGUAGES.map((language) => {
    const i18n = setupI18n({
      locale: LANGUAGE_TAGS[language],
      messages: { [LANGUAGE_TAGS[language]]: CATALOGS[language] },
    });
    // The server reads the ICU texts as they are (the app's catalogs are compiled when built).
    i18n.setMessagesCompiler(compileMessage);
    return [language, i18n];
  }),
);

/** A notification text in `language` (English when none was chosen). */
export function notificationMessage(
  language: Language | undefined,
  key: NotificationMessageKey,
  values?: Record<string, string | number>,
): string {
  return books.get(language ?? 'en')!._(key, values);
}
