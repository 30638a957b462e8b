import { screen } from '@testing-library/react';
import { useTestApi } from '@ciao/api-client/testing';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { GREETING, ReferralScreen } from './referral-screen';

// The screen under the shell's real providers, its API answered by a local HTTP server.
const api = useTestApi();

it('when a user is signed in, then the screen greets them by name', async () => {
  api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser({ name: 'Ada Lovelace' })));
  renderWithShell(<ReferralScreen />, { route: '/referral' });

  expect(screen.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeInTheDocument();
  expect(screen.getByText(GREETING)).toBeInTheDocument();
  expect(await screen.findByText('Signed in as Ada Lovelace.')).toBeInTheDocument();
});
