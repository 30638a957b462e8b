export { createQueryClient } from './query-client';
export type { ToastInput, ToastVariant } from './toast/toast-slice';
export { useToast } from './toast/use-toast';
export { useStoreAtIdle } from './store/use-store-at-idle';
// For `@ciao/shell/store`: the page's one gate, reached through this shared entry (see app-store-provider.tsx).
export { useAppStoreGate } from './store/app-store-gate-context';
export { whenIdle } from './idle';
export { useSession, type Session, type SessionStatus } from './session/use-session';
export { avatarImage, avatarProps, displayName } from './session/display-name';
export { useSignOut } from './session/use-sign-out';
export { ShellProviders, type ShellProvidersProps } from './providers/shell-providers';
export type { ProfileDialogProps } from './remotes/remote-props';
export type {
  ExposedName,
  RemoteExposes,
  RemoteId,
  RemoteModules,
  RemoteName,
  RemoteProps,
  ScreenName,
  ScreenProps,
} from './remotes/remote-modules';
export { FIRST_PAINT_ATTRIBUTE, VARIES_PER_VISIT_ATTRIBUTE } from './first-paint/attributes';
export { browserLanguage, currentLocale, localeTag, LOCALES, pinLocale, setLocale, type Locale } from './i18n/locale';
export { defineMessages, useLocale, type MessageValues, type Translate, type Translations } from './i18n/messages';
export { startLocale, usePageLanguage } from './i18n/use-page-language';
