import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '@ciao/shell';
import { IconButton, MenuIcon } from '@ciao/ui';
import type { SideMenuSheet } from './side-menu-sheet';

// The sheet and the dialog primitives under it (@ciao/ui/dialog) are not part of a signed-in
// screen's first load: they load at idle, or at the first press (docs/performance.md, "Popups and
// the side menu on demand").
const loadSheet = () => import('./side-menu-sheet').then((module) => module.SideMenuSheet);

/**
 * The menu button, then the side menu. A press before the menu's code is here opens it once it
 * arrives; a failed load leaves the button, and the next press tries again.
 */
export function SideMenu() {
  const [Sheet, setSheet] = useState<typeof SideMenuSheet>();
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The sheet brings its own button: one that had the keyboard's focus hands it over.
  const [hadFocus, setHadFocus] = useState(false);
  const load = () =>
    loadSheet()
      .then((sheet) => {
        setHadFocus(document.activeElement !== null && document.activeElement === button.current);
        setSheet(() => sheet);
      })
      .catch(() => setPressed(false));
  useEffect(() => whenIdle(() => void load()), []);

  if (Sheet) return <Sheet initiallyOpen={pressed} focusButton={hadFocus && !pressed} />;
  return (
    <IconButton
      ref={button}
      aria-label="Open menu"
      icon={<MenuIcon />}
      onClick={() => {
        setPressed(true);
        void load();
      }}
    />
  );
}
