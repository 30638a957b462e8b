/**
 * The barrel's heaviest part, for the host's start (host/src/index.ts): evaluated in a task of its
 * own before '@ciao/ui', so that the barrel's evaluation is not one long task on a phone. The toast
 * brings Radix's primitives that the tabs and the check box share (portal, presence, collection,
 * dismissable layer): about half of the barrel's evaluation. A module is evaluated once, whichever
 * imports it first.
 */
export const UI_START_STEPS = [() => import('./components/toast/toast')];
