import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteId } from '@ciao/shell';

/** What an exposed module looks like at run time: its default export should be the component. */
export interface RemoteModule {
  default?: unknown;
}

/** Loads an exposed module by its id in @ciao/shell's contract, e.g. 'mf_dashboard/DashboardScreen'. */
export type LoadRemote = (id: RemoteId) => Promise<RemoteModule>;

const RemoteLoaderContext = createContext<LoadRemote | null>(null);

/**
 * The seam between the shell and Module Federation: the app gets the federation runtime's loader,
 * unit tests a function returning local components.
 */
export function RemoteLoaderProvider({ load, children }: { load: LoadRemote; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={load}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): LoadRemote {
  const load = useContext(RemoteLoaderContext);
  if (!load) throw new Error('useRemoteLoader needs a RemoteLoaderProvider above it');
  return load;
}
