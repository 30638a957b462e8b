import { useCallback, useEffect, useRef } from 'react';

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * For a dialog opened from code rather than from a Radix trigger: @ciao/ui's Dialog gives focus
 * back only to its own `trigger`. Call `remember()` just before opening; once `open` is false
 * again, focus returns to what had it then, or to `fallback()` when that element has left the page.
 */
export function useReturnFocus(open: boolean, fallback?: FocusTarget) {
  const opened = useRef(false);
  const origin = useRef<HTMLElement | null>(null);

  const remember = useCallback(() => {
    opened.current = true;
    origin.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  // An effect, not a handler: by then the dialog has stopped trapping focus, which would pull it back.
  useEffect(() => {
    if (open || !opened.current) return;
    opened.current = false;
    const element = origin.current;
    origin.current = null;
    (element?.isConnected ? element : fallback?.())?.focus();
  }, [open, fallback]);

  return remember;
}
