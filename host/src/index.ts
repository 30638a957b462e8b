// Async boundary: shared modules (React, ...) are negotiated before any of them runs.
// The heaviest modules are evaluated first, each in a task of its own, so that starting the app
// never blocks a phone's main thread for long (docs/performance.md, "The start in short tasks"). The
// order is only a hint: whatever a step leaves out, bootstrap evaluates itself. A module's imports
// are evaluated with it, so a step comes after the steps of what it imports.
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { UI_START_STEPS } from '@ciao/ui/start-steps';
import { compatibleSingletonPlugin } from './federation/runtime-plugin/compatible-singleton';
import { shareScopeOncePlugin } from './federation/runtime-plugin/share-scope-once';

// Before the first shared import, so that every one of them is resolved through them, on the host
// and on every remote's container, which resolves its own shared imports: each container registers
// its shared entries once (docs/performance.md, "The start in short tasks"), and singletons
// are resolved by major without the runtime's range parsing ("Shared versions without range parsing").
const startPlugins = [shareScopeOncePlugin(), compatibleSingletonPlugin()];
registerPlugins(startPlugins);
registerGlobalPlugins(startPlugins);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const STEPS = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  // Before @ciao/ui, which imports it: else both would be evaluated in @ciao/ui's task.
  () => import('@ciao/contracts/web'),
  ...UI_START_STEPS,
  () => import('@ciao/ui'),
  () => import('@tanstack/react-query'),
  () => import('@ciao/api-client'),
  () => import('@ciao/shell/router'),
  () => import('@ciao/shell'),
  () => import('./bootstrap'),
];

/**
 * Where the page paints its screen from the HTML, main.js is async (the API's first-screen-paint.ts)
 * and may run before the parser is done: the steps read the page, so they wait for it.
 */
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();

void (async () => {
  await parsed();
  for (const step of STEPS) {
    // Also before the first: the Module Federation runtime has just started in this task.
    await nextTask();
    await step();
  }
})();
