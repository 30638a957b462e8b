// Design system barrel: theme, provider and primitives. No product logic lives here. Primitives
// the sign-in screen's first load does without have entries of their own, so screens without them
// do not download them (docs/performance.md, "Shared entries and budgets"): '@ciao/ui/floating'
// (anchored with @floating-ui), '@ciao/ui/dialog' (modals and the side sheet) and
// '@ciao/ui/controls' (switch, progress bar, gauge).
export { theme } from './theme';
export type { Theme, ColorToken, SpaceToken, FontSizeToken } from './theme';
export { UiProvider } from './provider/ui-provider';
export type { UiProviderProps } from './provider/ui-provider';
export { GlobalStyle } from './provider/global-style';

export * from './components/avatar/avatar';
export * from './components/badge/badge';
export * from './components/button/button';
export * from './components/card/card';
export * from './components/card/titled-card';
export * from './components/checkbox/checkbox';
export * from './components/empty-state/empty-state';
export { Field } from './components/field/field';
export { FittedNumber } from './components/fitted-number/fitted-number';
export type { FittedNumberProps } from './components/fitted-number/fitted-number';
export type { FieldControlProps, FieldProps } from './components/field/field';
export * from './components/full-screen-spinner/full-screen-spinner';
export * from './components/icon/icon';
export * from './components/icon-button/icon-button';
export { Input } from './components/input/input';
export type { InputProps } from './components/input/input';
export * from './components/notice/notice';
export * from './components/notice/failed-notice';
export * from './components/load-more/load-more';
export * from './components/page/page';
export * from './components/password-field/password-field';
export * from './components/select/select';
export * from './components/skip-link/skip-link';
export * from './components/spinner/spinner';
export * from './components/stack/stack';
export * from './components/tabs/tabs';
export * from './components/text-field/text-field';
export * from './components/toast/toast';
export * from './components/visually-hidden/visually-hidden';
