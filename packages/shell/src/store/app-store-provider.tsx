import { use, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
// Through the shared entry, not the file: this module may come from a remote's copy of
// `@ciao/shell/store` (one built at a newer minor wins), and its copy of the gate's context would be
// another object than the one ShellProviders provides (docs/front-end.md, "Versions and skew").
import { useAppStoreGate } from '@ciao/shell';

/**
 * The one store, for a remote's screen that uses `useAppSelector` / `useAppDispatch`: wrap the
 * screen in it. It suspends until the store is loaded (at once, when it already is).
 */
export function AppStoreProvider({ children }: { children: ReactNode }) {
  const gate = useAppStoreGate();
  const { store } = gate.current ?? use(gate.load());
  return <ReduxProvider store={store}>{children}</ReduxProvider>;
}
