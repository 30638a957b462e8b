import { startTransition, useEffect, useState } from 'react';
import { SPLASH_EXTRA_DELAY_MS } from '@ciao/contracts/web';

/**
 * True until `loaded` first becomes true, plus SPLASH_EXTRA_DELAY_MS (500 ms); never true again
 * afterwards (later refetches do not bring the splash back).
 *
 * Its end is a transition: the page's first render (every card at once) runs in short slices while
 * the splash stays up, then the page replaces it in one commit, so no long task blocks a tap.
 */
export function useSplash(loaded: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!loaded || done) return;
    const id = setTimeout(() => startTransition(() => setDone(true)), SPLASH_EXTRA_DELAY_MS);
    return () => clearTimeout(id);
  }, [loaded, done]);
  return !done;
}
