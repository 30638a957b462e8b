// `@ciao/shell/store`: the Redux store of the page, on demand (never on the first load; see
// app-store-gate.ts). A remote that keeps state in it declares its slice,
//   declare module '@ciao/shell/store' { interface LazyLoadedSlices { referral: ReferralState } }
// injects it (`rootReducer.inject(referralSlice)`) and renders its screen in `AppStoreProvider`.
export { rootReducer, type LazyLoadedSlices, type RootState } from './root-reducer';
export { createAppStore, type AppDispatch, type AppStore } from './create-app-store';
export { useAppDispatch, useAppSelector } from './hooks';
export { AppStoreProvider } from './app-store-provider';
export { createShellStore, type ShellStore } from './shell-store';
export { selectToasts, toastSlice, type ToastItem } from '../toast/toast-slice';
