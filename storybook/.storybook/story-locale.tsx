import { Suspense, useEffect, type ReactNode } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '@ciao/contracts/web';
import { LOCALES, pinLocale, type Locale } from '@ciao/shell';

/**
 * The toolbar's language switch (docs/storybook.md, "Languages"): every story in English, Italian,
 * Spanish or the pseudo-locale (accented, 40 % longer, for layout checks).
 */
export const localeToolbar = {
  description: 'The language every story speaks',
  toolbar: {
    title: 'Language',
    icon: 'globe' as const,
    dynamicTitle: true,
    items: [
      ...LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_NAMES[language] })),
      { value: 'pseudo', title: 'Pseudo (accented, 40 % longer)' },
    ],
  },
};

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * Pins the shell's locale to the toolbar's (a story of the host's routes keeps it whatever its
 * session says): the messages of every remote a story loaded load with it (`setLocale` waits for
 * them), and a screen still loading its language suspends here.
 */
export function StoryLocale({ locale, children }: { locale: unknown; children: ReactNode }) {
  const chosen = isLocale(locale) ? locale : 'en';
  useEffect(() => {
    void pinLocale(chosen);
  }, [chosen]);
  return <Suspense fallback={null}>{children}</Suspense>;
}
