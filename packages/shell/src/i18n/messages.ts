import { use, useCallback, useSyncExternalStore } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '@ciao/contracts/web';
import { currentLocale, localeTag, onLocalePrepare, subscribeLocale, type Locale } from './locale';
import type { CatalogMessage } from './pseudo';

/** The locale the page speaks now; a component re-renders when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);

/** Each translation of a catalog, loaded when the page first speaks it (its own chunk). */
export type Translations<Key extends string> = Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: Record<Key, CatalogMessage> }>
>;

/** Values of a message's ICU placeholders ("{count, plural, one {# day} other {# days}}"). */
export type MessageValues = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * One screen's (or one remote's) messages: English, the source, travels with the code; each other
 * language is its own chunk, loaded the first time the page speaks it. Returns the hook its
 * components read them with: `const t = useMessages(); t('title')`. The hook suspends (the screen's
 * Suspense shows) while the page's language is still loading; `setLocale` waits for every catalog
 * already in use, so a language change happens in one step (docs/front-end.md, "Languages").
 */
export function defineMessages<Key extends string>(
  english: Record<Key, CatalogMessage>,
  translations: Translations<Key>,
): () => Translate<Key> {
  const books = new Map<Locale, I18n>();
  const loading = new Map<Locale, Promise<void>>();
  const bind = (locale: Locale, messages: Record<string, CatalogMessage>) => {
    const tag = localeTag(locale);
    books.set(locale, setupI18n({ locale: tag, messages: { [tag]: messages as Messages } }));
  };
  bind('en', english);

  // The pseudo-locale's code loads only when a page asks for it (a layout check, a story).
  const pseudo = () =>
    import('./pseudo').then(({ pseudoMessage }) =>
      Object.fromEntries(Object.entries<CatalogMessage>(english).map(([key, text]) => [key, pseudoMessage(text)])),
    );

  /** Null when the locale's messages are ready, else their load (one per locale at a time). */
  function prepare(locale: Locale): Promise<void> | null {
    if (books.has(locale)) return null;
    const inFlight = loading.get(locale);
    if (inFlight || locale === 'en') return inFlight ?? null;
    const source: Promise<Record<string, CatalogMessage>> =
      locale === 'pseudo' ? pseudo() : translations[locale]().then((module) => module.default);
    const pending = source.then(
      (messages) => bind(locale, messages),
      (error: unknown) => {
        loading.delete(locale); // a failed chunk is asked for again on the next try
        throw error;
      },
    );
    loading.set(locale, pending);
    return pending;
  }
  onLocalePrepare(prepare);

  return function useMessages(): Translate<Key> {
    const locale = useLocale();
    const pending = prepare(locale);
    if (pending) use(pending);
    const book = books.get(locale)!;
    return useCallback((key: Key, values?: MessageValues) => book._(key, values), [book]);
  };
}
