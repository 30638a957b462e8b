import { BrowserRouter } from '@ciao/shell/router';
import { ShellProviders } from '@ciao/shell';
import { RemoteLoaderProvider, type LoadRemote } from '../federation/remote-loader';
import { AppRoutes } from './app-routes';

export function App({ loadRemote }: { loadRemote: LoadRemote }) {
  return (
    <ShellProviders>
      <RemoteLoaderProvider load={loadRemote}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemoteLoaderProvider>
    </ShellProviders>
  );
}
