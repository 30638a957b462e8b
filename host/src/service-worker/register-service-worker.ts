import { whenIdle } from '@ciao/shell';
import { reportError } from '../app/report-error';

/**
 * Registers /sw.js once the page has loaded and the main thread is idle, so neither the first paint
 * nor the first screen's start waits for it. Production
 * builds only: development servers emit no worker, and a leftover one is removed so that it cannot
 * serve stale bundles over hot reload.
 */
export function registerServiceWorker(production = process.env.NODE_ENV === 'production') {
  if (!('serviceWorker' in navigator)) return;
  if (!production) {
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => {});
    return;
  }
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const { active } = await navigator.serviceWorker.ready;
      // This page's files went past the worker (it did not control the page yet): hand it their names.
      if (!navigator.serviceWorker.controller) active?.postMessage({ type: 'keep-loaded-files', urls: loadedFiles() });
    } catch (error) {
      reportError('The service worker could not be registered', error);
    }
  };
  whenIdle(() => void register());
}

/** Same-origin scripts, styles and images this page has loaded so far (the worker keeps what it may). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
}
