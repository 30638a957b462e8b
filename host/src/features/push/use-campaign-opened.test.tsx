import { waitFor } from '@testing-library/react';
import { useTestApi } from '@ciao/api-client/testing';
import { useLocation } from '@ciao/shell/router';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { useCampaignOpened } from './use-campaign-opened';

const api = useTestApi();

/** The signed-in chunk, as far as this hook is concerned, with the address it leaves. */
function SignedIn() {
  useCampaignOpened();
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

const opened = () => api.requests.filter((r) => r.path.endsWith('/opened'));

beforeEach(() => {
  api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser()));
  api.route(`POST /api/user/${aSessionUser().id}/campaigns/12/opened`, { json: { ok: true } });
});

it('when the app opens from a campaign link, then the visit is reported once and the parameter leaves the address', async () => {
  const { findByTestId } = renderWithShell(<SignedIn />, { route: '/referral?campaign=12&tab=stats' });
  await waitFor(() => expect(opened()).toEqual([expect.objectContaining({ method: 'POST' })]));
  expect(opened()[0]?.path).toBe(`/api/user/${aSessionUser().id}/campaigns/12/opened`);
  await waitFor(async () => expect((await findByTestId('location')).textContent).toBe('/referral?tab=stats'));
});

it('when the parameter is not a campaign id, then nothing is reported and the address is cleaned all the same', async () => {
  const { findByTestId } = renderWithShell(<SignedIn />, { route: '/?campaign=%3Cscript%3E' });
  await waitFor(async () => expect((await findByTestId('location')).textContent).toBe('/'));
  expect(opened()).toEqual([]);
});
