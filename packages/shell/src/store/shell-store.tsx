import { dismissToast } from '../toast/dismiss-toast';
import { toastAdded, type ToastItem } from '../toast/toast-slice';
import { Toaster } from '../toast/toaster';
import { AppStoreProvider } from './app-store-provider';
import { createAppStore, type AppStore } from './create-app-store';

/** The one store of a page, with what the shell's first load asks of it without importing Redux. */
export interface ShellStore {
  store: AppStore;
  showToast(toast: ToastItem): void;
  dismissToast(id?: string): void;
  /** The toast list, connected to the page's store (rendered under ShellProviders, once the store is loaded). */
  Toasts(): React.JSX.Element;
}

export function createShellStore(store: AppStore = createAppStore()): ShellStore {
  return {
    store,
    showToast: (toast) => store.dispatch(toastAdded(toast)),
    dismissToast: (id) => store.dispatch(dismissToast(id)),
    Toasts: () => (
      <AppStoreProvider>
        <Toaster />
      </AppStoreProvider>
    ),
  };
}
