/**
 * The barrel's parts for the host's start (host/src/index.ts), each evaluated in a task of its own
 * before '@ciao/ui', so that the barrel's evaluation is not one long task on a phone
 * (docs/performance.md, "The start in short tasks"). A module is
 * evaluated once, whichever imports it first:
 * - the toast, which brings Radix's primitives that the tabs and the check box share (portal,
 *   presence, collection, dismissable layer);
 * - the sign-in screen's other Radix parts: the tabs and the check box;
 * - its fields: text, password and select, with the field and input they share.
 */
export const UI_START_STEPS = [
  () => import('./components/toast/toast'),
  () => Promise.all([import('./components/tabs/tabs'), import('./components/checkbox/checkbox')]),
  () =>
    Promise.all([
      import('./components/text-field/text-field'),
      import('./components/password-field/password-field'),
      import('./components/select/select'),
    ]),
];
