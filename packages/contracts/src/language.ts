// The languages the product speaks (docs/front-end.md, "Languages"): English is the source, the
// spec's texts word for word; the others are translations of it.

/** Every language a user may choose in the profile, English first (the source and the fallback). */
export const LANGUAGES = ['en', 'it', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as its speakers write it (the profile's choice shows these). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italiano', es: 'Español' };

/** The tag `Intl` formats each language with, and `<html lang>`: English as the spec writes it (US dates and numbers). */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-US', it: 'it-IT', es: 'es-ES' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The first of the browser's preferred languages (`navigator.languages`, or the tags of an
 * `Accept-Language` header in their order) that the product speaks, matched by its primary subtag
 * ('it-CH' is Italian); English when none is.
 */
export function languageOf(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]!.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
