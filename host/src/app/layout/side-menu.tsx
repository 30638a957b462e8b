import { useEffect, useState } from 'react';
import { PROFILE_PARAMETER } from '@ciao/contracts/web';
import { useSearchParams } from '@ciao/shell/router';
import { IconButton, MenuIcon } from '@ciao/ui';
import { useHostMessages } from '../../messages';
import type { SideMenuSheet } from './side-menu-sheet';

// The sheet and the dialog primitives under it (@ciao/ui/dialog) are loaded at the first press, not
// with the screen: evaluated at idle they would still be a long task while the dashboard polls.
// The service worker precaches the host's files, so after the first visit the press reads no
// network (docs/performance.md, "Shared entries and budgets").
const loadSheet = () => import('./side-menu-sheet').then((module) => module.SideMenuSheet);

/**
 * The menu button; the side menu opens once its code is here, and a failed load leaves the button
 * for another try. A link to a profile section (`?profile=devices`) loads it too: the sheet opens the profile there.
 */
export function SideMenu() {
  const [Sheet, setSheet] = useState<typeof SideMenuSheet>();
  const [pressed, setPressed] = useState(false);
  const profileLink = useSearchParams()[0].has(PROFILE_PARAMETER);
  const t = useHostMessages();
  const load = () =>
    loadSheet().then(
      (sheet) => setSheet(() => sheet),
      () => undefined,
    );
  useEffect(() => {
    if (profileLink) void load();
  }, [profileLink]);
  if (Sheet) return <Sheet initiallyOpen={pressed} />;
  const press = () => {
    setPressed(true);
    void load();
  };
  return <IconButton aria-label={t('menu.open')} icon={<MenuIcon />} onClick={press} />;
}
