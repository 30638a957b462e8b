import { useEffect, useRef } from 'react';
import { useLocation } from '@ciao/shell/router';

/**
 * After a route change (never on the first load, where focus stays natural), focus moves to the new
 * screen's h1, as React Router's accessibility guidance recommends: a screen reader says where the
 * user now is, and the keyboard goes on from there instead of from the top of the page.
 */
export function useHeadingFocusOnNavigation() {
  const { pathname } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return undefined;
    focusedFor.current = pathname;
    return focusHeadingOnceShown();
  }, [pathname]);
}

const FIELD = 'input, textarea, select, [contenteditable="true"]';

/**
 * Focuses the page's h1 as soon as there is one and no dialog is open (a remote's screen may still
 * be loading, the side menu still closing). A key or pointer press, or a field taking focus, first
 * leaves focus to the user. Returns the way to give up (the next route change).
 */
function focusHeadingOnceShown(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => check());
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(FIELD)) giveUp();
  };
  const stopWatching = () => {
    observer.disconnect();
    document.removeEventListener('keydown', giveUp, true);
    document.removeEventListener('pointerdown', giveUp, true);
    document.removeEventListener('focusin', onFocusIn, true);
  };
  const giveUp = () => {
    stopWatching();
    clearTimeout(timer);
  };
  const check = () => {
    const heading = document.querySelector<HTMLElement>('h1');
    if (!heading || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    stopWatching();
    // In a task of its own: after a closing dialog hands focus back to its opener (Radix does it in a timeout).
    timer = setTimeout(() => {
      if (!heading.isConnected) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    });
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', giveUp, true);
  document.addEventListener('pointerdown', giveUp, true);
  document.addEventListener('focusin', onFocusIn, true);
  check();
  return giveUp;
}
