import { screen } from '@testing-library/react';
import { renderWithShell } from '@ciao/shell/testing';
import { standIns } from '../testing/render-app';
import { preloadRemote } from './lazy-remote';
import { RemoteLoaderProvider, type LoadRemote } from './remote-loader';
import { RemoteSlot } from './remote-slot';

const ID = 'mf_referral/ReferralScreen';
const loader = (): LoadRemote => async () => ({ default: standIns[ID] });

function renderSlot(load: LoadRemote) {
  return renderWithShell(
    <RemoteLoaderProvider load={load}>
      <RemoteSlot id={ID} props={{}} loading={<p>Loading section</p>} />
    </RemoteLoaderProvider>,
  );
}

it('a preloaded remote is on the page from the first render: its loading state never shows', async () => {
  const load = loader();
  await preloadRemote(load, ID);

  renderSlot(load);

  expect(screen.getByRole('heading', { name: 'Referral screen' })).toBeInTheDocument();
  expect(screen.queryByText('Loading section')).not.toBeInTheDocument();
});

it('a remote not preloaded shows its loading state, then the screen', async () => {
  renderSlot(loader());

  expect(screen.getByText('Loading section')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Referral screen' })).toBeInTheDocument();
});
