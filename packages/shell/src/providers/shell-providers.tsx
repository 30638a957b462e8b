import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { UiProvider } from '@ciao/ui';
import { createQueryClient } from '../query-client';
import { createAppStoreGate } from '../store/app-store-gate';
import { AppStoreGateContext, type AppStoreGate } from '../store/app-store-gate-context';
import type { ShellStore } from '../store/shell-store';

export interface ShellProvidersProps {
  children: ReactNode;
  /** Tests pass their own; otherwise one is created for the life of the app. */
  queryClient?: QueryClient;
  /** Tests and stories pass their own (`createShellStore()` from `@ciao/shell/store`); otherwise it loads on demand. */
  store?: ShellStore;
}

/**
 * The provider stack every front-end renders under: the host once for the whole app, a remote in
 * its standalone dev page. Query cache, theme, the way to the Redux store, and the toasts.
 * The router is left to the caller (BrowserRouter in apps, MemoryRouter in tests).
 */
export function ShellProviders({ children, queryClient, store }: ShellProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [gate] = useState(() => createAppStoreGate(store));
  return (
    <QueryClientProvider client={client}>
      <AppStoreGateContext.Provider value={gate}>
        <UiProvider>
          {children}
          <Toasts gate={gate} />
        </UiProvider>
      </AppStoreGateContext.Provider>
    </QueryClientProvider>
  );
}

/** The toast list, from the moment the store is loaded (by the first toast, or at idle: `useStoreAtIdle`). */
function Toasts({ gate }: { gate: AppStoreGate }) {
  const [shell, setShell] = useState(gate.current);
  useEffect(() => {
    if (shell) return undefined;
    let mounted = true;
    void gate.ready.then((loaded) => mounted && setShell(loaded));
    return () => {
      mounted = false;
    };
  }, [gate, shell]);
  return shell ? <shell.Toasts /> : null;
}
