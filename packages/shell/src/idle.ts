/**
 * Runs `task` once the page has loaded and the browser is idle (a second at most after the load
 * where requestIdleCallback is missing): work the first screen must not wait for.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, { timeout = 5_000 }: { timeout?: number } = {}): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 1_000);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
