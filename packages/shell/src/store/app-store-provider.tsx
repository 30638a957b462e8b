import { use, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { useAppStoreGate } from './app-store-gate-context';

/**
 * The one store, for a remote's screen that uses `useAppSelector` / `useAppDispatch`: wrap the
 * screen in it. It suspends until the store is loaded (at once, when it already is).
 */
export function AppStoreProvider({ children }: { children: ReactNode }) {
  const gate = useAppStoreGate();
  const { store } = gate.current ?? use(gate.load());
  return <ReduxProvider store={store}>{children}</ReduxProvider>;
}
