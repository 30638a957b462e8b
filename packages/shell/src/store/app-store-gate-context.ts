import { createContext, useContext } from 'react';
import type { ShellStore } from './shell-store';

/**
 * The way to the one Redux store without loading Redux: the store, its slices and the toast list
 * live in the on-demand entry `@ciao/shell/store`, which the sign-in screen's first load does
 * not carry (docs/front-end.md, "The host<->remote contract"). The gate loads that entry once, the first
 * time something needs the store (a toast, a remote's `AppStoreProvider`) or when the browser is
 * idle after the first screen, whichever comes first.
 */
export interface AppStoreGate {
  /** The store once loaded; null before. */
  readonly current: ShellStore | null;
  /** Resolves once the store exists, whoever loaded it. */
  readonly ready: Promise<ShellStore>;
  /** Loads the store's entry once (again after a failure) and creates the store. */
  load(): Promise<ShellStore>;
  /** Runs `task` with the store: now when it is loaded, else once it is. */
  run(task: (store: ShellStore) => void): void;
}

export const AppStoreGateContext = createContext<AppStoreGate | null>(null);

/** The gate of the ShellProviders above. */
export function useAppStoreGate(): AppStoreGate {
  const gate = useContext(AppStoreGateContext);
  if (!gate) throw new Error('useAppStoreGate needs ShellProviders above it');
  return gate;
}
