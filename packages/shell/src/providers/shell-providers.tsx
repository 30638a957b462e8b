import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as ReduxProvider } from 'react-redux';
import { UiProvider } from '@ciao/ui';
import { createQueryClient } from '../query-client';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { Toaster } from '../toast/toaster';

export interface ShellProvidersProps {
  children: ReactNode;
  /** Tests pass their own; otherwise one is created for the life of the app. */
  queryClient?: QueryClient;
  store?: AppStore;
}

/**
 * The provider stack every front-end renders under: the host once for the whole app, a remote in
 * its standalone dev page. Query cache, Redux store, theme, and the toasts.
 * The router is left to the caller (BrowserRouter in apps, MemoryRouter in tests).
 */
export function ShellProviders({ children, queryClient, store }: ShellProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appStore] = useState(() => store ?? createAppStore());
  return (
    <QueryClientProvider client={client}>
      <ReduxProvider store={appStore}>
        <UiProvider>
          {children}
          <Toaster />
        </UiProvider>
      </ReduxProvider>
    </QueryClientProvider>
  );
}
