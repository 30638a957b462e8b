// Modal primitives on Radix Dialog (focus trap, scroll lock, portal: about 9 KB Brotli with their
// styles): an entry of their own, loaded with the first screen or action that opens one, so the
// sign-in screen's first load does not carry them (docs/performance.md, "Shared entries and
// budgets").
export { Dialog, DialogClose } from './components/dialog/dialog';
export type { DialogProps, DialogSize } from './components/dialog/dialog';
export type { FocusFallback } from './components/dialog/use-return-focus';
export * from './components/sheet/sheet';
