import { setRequestLanguage } from '@ciao/api-client';
import { LANGUAGE_TAGS, LANGUAGES, languageOf, type Language } from '@ciao/contracts/web';

/**
 * What the app is shown in: a language of the product, or the pseudo-locale (accented English, 40 %
 * longer) that designers and the layout tests use (docs/front-end.md, "Languages").
 */
export type Locale = Language | 'pseudo';
export const LOCALES: readonly Locale[] = [...LANGUAGES, 'pseudo'];

/** `<html lang>` and the tag `Intl` formats with: the languages', and the pseudo-locale's own. */
const TAGS: Record<Locale, string> = { ...LANGUAGE_TAGS, pseudo: 'en-XA' };
export const localeTag = (locale: Locale): string => TAGS[locale];

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Locale = 'en';
let switching: Promise<void> | null = null;

/** Everything a locale needs before the page may speak it (each screen's messages): `setLocale` waits for them. */
const preparers = new Set<(locale: Locale) => Promise<void> | null>();

/** A catalog of messages asks to be loaded before the app switches to a locale (messages.ts). */
export function onLocalePrepare(prepare: (locale: Locale) => Promise<void> | null) {
  preparers.add(prepare);
}

export const currentLocale = (): Locale => current;

export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function apply(locale: Locale) {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(locale);
  setRequestLanguage(localeTag(locale)); // the API answers in the page's language
  for (const listener of listeners) listener();
}

/**
 * Switches the page to `locale` once the messages of every screen loaded so far are there, so the
 * page changes language in one step (never a screen of keys or a spinner). Resolves once it has.
 */
export function setLocale(locale: Locale): Promise<void> {
  if (locale === current && !switching) return Promise.resolve();
  const pending = [...preparers].map((prepare) => prepare(locale)).filter((p): p is Promise<void> => p !== null);
  if (pending.length === 0 && !switching) {
    apply(locale); // nothing to load: at once (the page's start sets the browser's language before rendering)
    return Promise.resolve();
  }
  const step = Promise.all(pending)
    .then(() => apply(locale))
    .finally(() => {
      if (switching === step) switching = null;
    });
  switching = step;
  return step;
}

let pinned = false;

/**
 * Shows `locale` whatever the account or the browser says, from now on: Storybook's language
 * switch, and `?locale=pseudo` (use-page-language.ts).
 */
export function pinLocale(locale: Locale): Promise<void> {
  pinned = true;
  return setLocale(locale);
}

/** Whether the page keeps a pinned locale (`pinLocale`). */
export const localePinned = (): boolean => pinned;

/** The browser's preferred language among the product's (before the user chooses one in the profile). */
export function browserLanguage(): Language {
  return languageOf(typeof navigator === 'undefined' ? [] : navigator.languages);
}
