export { createQueryClient } from './query-client';
export { rootReducer, type LazyLoadedSlices, type RootState } from './store/root-reducer';
export { createAppStore, type AppDispatch, type AppStore } from './store/create-app-store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export {
  toastSlice,
  selectToasts,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-slice';
export { dismissToast, useToast, useToasts } from './toast/use-toast';
export { Toaster } from './toast/toaster';
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
