// Primitives anchored to their trigger with @floating-ui (about 20 KB gzip): an entry of their own,
// loaded only by the screens that show them.
export * from './components/help-popup/help-popup';
export * from './components/tooltip/tooltip';
