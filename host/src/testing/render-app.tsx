import type { ComponentType } from 'react';
import type { ProfileDialogProps, RemoteId } from '@ciao/shell';
import { LocationProbe, renderWithShell } from '@ciao/shell/testing';
import { AppRoutes } from '../app/app-routes';
import { RemoteLoaderProvider, type LoadRemote } from '../federation/remote-loader';

/** Stands in for the remotes: ids map to local components; unknown ids fail like a missing remote. */
function localRemotes(components: Record<string, ComponentType<never>>): jest.MockedFunction<LoadRemote> {
  return jest.fn(async (id: RemoteId) => {
    const component = components[id];
    if (!component) throw new Error(`No stand-in for remote "${id}"`);
    return { default: component };
  });
}

export const standIns = {
  'mf_account/AuthScreen': () => <h1>Sign-in screen</h1>,
  'mf_dashboard/DashboardScreen': () => <h1>Dashboard screen</h1>,
  'mf_referral/ReferralScreen': () => <h1>Referral screen</h1>,
  'mf_store_credit/StoreCreditScreen': () => <h1>Store credit screen</h1>,
  'mf_account/ProfileDialog': ({ open, onOpenChange, section }: ProfileDialogProps) =>
    open ? (
      <div role="dialog">
        {section ? `Profile dialog at ${section}` : 'Profile dialog'}
        <button type="button" onClick={() => onOpenChange(false)}>
          Cancel
        </button>
      </div>
    ) : null,
};

/** The whole route tree under the real providers, at `route`, with `load` as the remote loader. */
export function renderApp(route: string, load: LoadRemote = localRemotes(standIns)) {
  return renderWithShell(
    <RemoteLoaderProvider load={load}>
      <AppRoutes />
      <LocationProbe />
    </RemoteLoaderProvider>,
    { route },
  );
}
