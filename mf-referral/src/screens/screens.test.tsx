import { screen } from '@testing-library/react';
import { useTestApi } from '@ciao/api-client/testing';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import ReferralScreen from './referral-screen';
import { referralStats } from '../testing/referral-fixtures';

useTestApi({
  'GET /api/auth/session': sessionReplies.signedIn(aSessionUser()),
  'GET /api/referral/my-code': { json: { code: 'ADA12345' } },
  'GET /api/referral/stats': { json: referralStats() },
});

it('exposes the referral screen as its default export', async () => {
  renderWithShell(<ReferralScreen />, { route: '/referral' });

  expect(screen.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeInTheDocument();
  expect(await screen.findByText('ADA12345')).toBeInTheDocument();
});
