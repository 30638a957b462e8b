import { screen } from '@testing-library/react';
import { configureApiClient } from '@ciao/api-client';
import { startTestApi, type TestApi } from '@ciao/build/jest/test-api-server.cjs';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import ReferralScreen from './referral-screen';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    'GET /api/auth/session': sessionReplies.signedIn(aSessionUser()),
    'GET /api/referral/my-code': { json: { code: 'ADA12345' } },
    'GET /api/referral/stats': { json: { totalReferrals: 0, completedReferrals: 0, pendingRewards: '0', paidReferrals: 0, rewardLimit: 50 } },
  });
  configureApiClient({ baseUrl: api.url });
});
afterAll(() => api.close());

it('exposes the referral screen as its default export', async () => {
  renderWithShell(<ReferralScreen />, { route: '/referral' });

  expect(screen.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeInTheDocument();
  expect(await screen.findByText('ADA12345')).toBeInTheDocument();
});
