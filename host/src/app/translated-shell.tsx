import { useMemo, type ReactNode } from 'react';
import { ShellTextsContext, type ShellTexts } from '../federation/shell-texts';
import { useHostMessages, type HostMessageKey } from '../messages';

/** The remote screens' titles (their English names in @ciao/contracts' SCREEN_ROUTES); the admin's stay English. */
const SCREEN_TITLES: Partial<Record<string, HostMessageKey>> = {
  Dashboard: 'title.dashboard',
  'Credit Activity': 'title.activity',
  Referral: 'title.referral',
  'Store Credits': 'link.storeCredits',
  'Store Credits Tutorial': 'title.tutorial',
  'Shopify Store': 'title.shopify',
  Notifications: 'link.notifications',
};

/** The signed-in routes' remote frames speak the page's language (federation/shell-texts.ts). */
export function TranslatedShell({ children }: { children: ReactNode }) {
  const t = useHostMessages();
  const texts = useMemo<ShellTexts>(
    () => ({
      loadingSection: t('shell.loadingSection'),
      failedTitle: t('shell.failedTitle'),
      failedHint: t('shell.failedHint'),
      tryAgain: t('shell.tryAgain'),
      screenTitle: (title) => {
        const key = SCREEN_TITLES[title];
        return key ? t(key) : title;
      },
    }),
    [t],
  );
  return <ShellTextsContext.Provider value={texts}>{children}</ShellTextsContext.Provider>;
}
