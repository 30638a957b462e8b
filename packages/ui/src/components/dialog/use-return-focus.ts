import { useRef } from 'react';

/** Where focus goes when a Dialog or Sheet closes and the element that opened it has left the page. */
export type FocusFallback = () => HTMLElement | null | undefined;

/**
 * Focus returns to whatever had it when the dialog opened (its trigger, a button that opened it
 * from code, a field), not only to a Radix trigger; if that element is gone, to `fallback()`; if
 * there is none either, Radix's default (the trigger, if any). Spread the handlers on the Content.
 * `initialFocus()`: where focus goes on opening, instead of the first focusable element.
 */
export function useReturnFocus(fallback?: FocusFallback, initialFocus?: FocusFallback) {
  const opener = useRef<HTMLElement | null>(null);

  return {
    // Radix dispatches this before moving focus inside: activeElement is still the opener.
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      const first = initialFocus?.();
      if (!first) return;
      event.preventDefault();
      first.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current?.isConnected ? opener.current : fallback?.();
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
