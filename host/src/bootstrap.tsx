import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_PAINT_ATTRIBUTE, setLocale, startLocale } from '@ciao/shell';
import { App } from './app/app';
import { startErrorTracker } from './app/error-tracker';
import { AUTH_SCREEN, likelyScreenId, screenId } from './app/remote-screens';
import { reportError } from './app/report-error';
import { loadFederatedRemote, registerRuntimePlugins, startFederation } from './federation/federation-runtime';
import { preloadRemote } from './federation/lazy-remote';
import { registerServiceWorker } from './service-worker/register-service-worker';

registerRuntimePlugins();
// The browser's language until the session says which one the user chose (docs/front-end.md, "Languages").
void setLocale(startLocale());
// Read /remotes.json while React renders; a failure is retried by the first remote load.
startFederation().catch((error: unknown) => reportError('Could not read /remotes.json', error));
// The page's screen downloads while the session is read, not after: a failure here is only a
// missed head start, the route's own load retries and shows its fallback. A first paint in the
// page is the sign-in screen's (on /auth, or an invite link on any route).
const firstPaint = document.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`) !== null;
const screen = firstPaint ? screenId(AUTH_SCREEN) : likelyScreenId(window.location.pathname);
const screenLoaded = screen ? preloadRemote(loadFederatedRemote, screen).catch(() => undefined) : Promise.resolve();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container, {
  // Errors an error boundary handled (a remote that failed): the section shows its fallback.
  onCaughtError: (error, info) => reportError('A section failed and shows its fallback', error, info.componentStack),
  onUncaughtError: (error, info) => reportError('Uncaught error', error, info.componentStack),
});
// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of in one long task (the page shows its first paint meanwhile).
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App loadRemote={loadFederatedRemote} />
      </StrictMode>,
    ),
  );
// Over a first paint (the sign-in screen's copy in the HTML), React starts once the screen's code
// is here, so its first commit puts the live screen in the copy's place, never the route's spinner.
if (firstPaint) void screenLoaded.then(render);
else render();

registerServiceWorker();
startErrorTracker();
