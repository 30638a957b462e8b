// Async boundary: shared modules (React, ...) are negotiated before any of them runs.
// The heaviest modules are evaluated first, each in a task of its own, so that starting the app
// never blocks a phone's main thread for long (docs/performance.md, "Startup in short tasks"). The
// order is only a hint: whatever a step leaves out, bootstrap evaluates itself. A module's imports
// are evaluated with it, so a step comes after the steps of what it imports.
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { compatibleSingletonPlugin } from './federation/runtime-plugin/compatible-singleton';

// Before the first shared import, so that every one of them is resolved through it (it also
// spares the runtime's range parsing: docs/performance.md, "Shared versions without range
// parsing"); and for every remote's container, which resolves its own shared imports.
const compatibleSingletons = compatibleSingletonPlugin();
registerPlugins([compatibleSingletons]);
registerGlobalPlugins([compatibleSingletons]);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const STEPS = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  // Before @ciao/ui, which imports it: else both would be evaluated in @ciao/ui's task.
  () => import('@ciao/contracts/web'),
  () => import('@ciao/ui'),
  () => import('@tanstack/react-query'),
  () => import('@ciao/api-client'),
  () => import('@ciao/shell/router'),
  () => import('@ciao/shell'),
  () => import('./bootstrap'),
];

void (async () => {
  for (const step of STEPS) {
    // Also before the first: the Module Federation runtime has just started in this task.
    await nextTask();
    await step();
  }
})();
