import { useCallback, type ReactNode } from 'react';
import { ScreenTitleContext } from '../federation/shell-texts';
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

/** The signed-in routes' screens are titled in the page's language (federation/shell-texts.ts). */
export function TranslatedShell({ children }: { children: ReactNode }) {
  const t = useHostMessages();
  const screenTitle = useCallback(
    (title: string) => {
      const key = SCREEN_TITLES[title];
      return key ? t(key) : title;
    },
    [t],
  );
  return <ScreenTitleContext.Provider value={screenTitle}>{children}</ScreenTitleContext.Provider>;
}
