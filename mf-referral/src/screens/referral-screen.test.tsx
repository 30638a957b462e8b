import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import type { ReferralStats, TeamMember } from '@ciao/contracts';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { ReferralScreen } from './referral-screen';
import { referralStats, teamCounts, teamMember, teamOfEveryState } from '../testing/referral-fixtures';
import en from '../messages/en.json';

let code: string;
let stats: ReferralStats;
let team: TeamMember[];

const api = useTestApi();
beforeEach(() => {
  code = 'ADA12345';
  stats = referralStats({ totalReferrals: 3, completedReferrals: 1, pendingRewards: '10' });
  api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser()));
  api.route('GET /api/referral/my-code', () => ({ json: { code } }));
  api.route('GET /api/referral/stats', () => ({ json: stats }));
  api.route('PATCH /api/referral/update-code', (request) => {
    code = (request.body as { code: string }).code;
    return { json: { code } };
  });
  api.route('POST /api/referral/use-code', { json: { ok: true } });
  team = [];
  // The team a page at a time, as the API pages it: the cursor is the index of the next member.
  api.route('GET /api/referral/team', (request) => {
    const query = new URLSearchParams(request.query);
    const from = Number(query.get('cursor') ?? '0');
    const limit = Number(query.get('limit'));
    const next = from + limit < team.length ? String(from + limit) : null;
    return { json: { counts: teamCounts(team), members: team.slice(from, from + limit), nextCursor: next } };
  });
});

/** jsdom's address: the link starts with it, as it starts with the app's address in a browser. */
const LINK = `${window.location.origin}/?ref=ADA12345`;
/** What every share button says (the spec's words), with the user's code. */
const SHARE_MESSAGE =
  'Join me on $CIAO Mining, an educational credit-mining simulation! Sign up with my referral code ADA12345 and we both get $5 in $CIAO after your first mining.';

async function renderScreen() {
  const user = userEvent.setup();
  renderWithShell(<ReferralScreen />, { route: '/referral' });
  await screen.findByText('ADA12345');
  return user;
}

const statValue = (label: string) => within(screen.getByRole('region', { name: label })).getByText(/^\$?\d/);
const calls = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.path === path);

it('when the code has been used as often as one account may be, then the screen says it is refused to new friends, even before those uses have paid', async () => {
  // The API refuses the code once it has been used REFERRAL_REWARD_LIMIT times; those invitees are paid when they mine.
  stats = referralStats({ totalReferrals: 50, completedReferrals: 12, pendingRewards: '190', paidReferrals: 12 });
  await renderScreen();

  expect(await screen.findByText('Referral reward limit reached')).toBeInTheDocument();
  expect(screen.getByText(/^Your code has been used 50 times/)).toHaveTextContent(
    'Your code has been used 50 times, the most one account can be rewarded for. It can no longer be used by new friends; friends who already used it are rewarded as promised.',
  );
});

it('when the referrer is below the limit, then no limit notice is shown', async () => {
  await renderScreen();
  await waitFor(() => expect(statValue('Total Invites')).toHaveTextContent('3'));
  expect(screen.queryByText('Referral reward limit reached')).not.toBeInTheDocument();
});

it('shows the reward explainer, the three stats, the code with its link, and the anti-abuse policy', async () => {
  await renderScreen();

  expect(screen.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'For New Users' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'For Referrers' })).toBeInTheDocument();
  expect(screen.getByText(/plus a \+100% mining-rate boost/)).toBeInTheDocument();
  await waitFor(() => expect(statValue('Total Invites')).toHaveTextContent('3'));
  expect(statValue('Completed Mining')).toHaveTextContent('1');
  expect(statValue('Pending Rewards')).toHaveTextContent('$10.00');
  expect(screen.getByTestId('referral-link')).toHaveTextContent(LINK);
  expect(screen.getByRole('note')).toHaveTextContent(
    /Anti-Abuse Policy.*One referral code per account, and never your own/,
  );
});

it("the share buttons open each network's share page with the message and the link, in a new tab", async () => {
  await renderScreen();

  const shareLink = (name: string) => screen.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
  const message = SHARE_MESSAGE;
  expect(shareLink('Facebook')).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}&quote=${encodeURIComponent(message)}`,
  );
  expect(shareLink('X')).toHaveAttribute(
    'href',
    `https://x.com/intent/post?text=${encodeURIComponent(message)}&url=${encodeURIComponent(LINK)}`,
  );
  expect(shareLink('WhatsApp')).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${message} ${LINK}`)}`,
  );
  expect(shareLink('Telegram')).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${encodeURIComponent(LINK)}&text=${encodeURIComponent(message)}`,
  );
  for (const name of ['Facebook', 'X', 'WhatsApp', 'Telegram']) {
    expect(shareLink(name)).toHaveAttribute('target', '_blank');
    expect(shareLink(name)).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

describe('copying', () => {
  it('Copy Code and Copy Link put the code and the full link on the clipboard, with a Copied! indicator', async () => {
    const user = await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    expect(await navigator.clipboard.readText()).toBe('ADA12345');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await screen.findByText('Referral code copied to clipboard')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Referral link copied to clipboard')).toBeInTheDocument();
  });

  it('the Copied! indicator goes back after 2 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithShell(<ReferralScreen />, { route: '/referral' });
      await user.click(await screen.findByRole('button', { name: 'Copy Code' }));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1_900));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Copy Code' })).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('TikTok and Instagram copy the message with the link', async () => {
    const user = await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Copy the message for TikTok' }));
    expect(await navigator.clipboard.readText()).toBe(`${SHARE_MESSAGE} ${LINK}`);
    expect(await screen.findByText('Paste it into your TikTok post.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the message for Instagram' }));
    expect(await navigator.clipboard.readText()).toBe(`${SHARE_MESSAGE} ${LINK}`);
    expect(await screen.findByText('Paste it into your Instagram post.')).toBeInTheDocument();
  });

  it('when the page has no clipboard, then it shows the Copy Failed toast', async () => {
    const user = await renderScreen();
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    // What a page served over plain http from another host than localhost gets.
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy Link' }));

      expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to copy code to clipboard')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    }
  });
});

describe('editing the code', () => {
  async function openEditor() {
    const user = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit Code' }));
    const input = screen.getByLabelText('New referral code');
    return { user, input, save: () => screen.getByRole('button', { name: 'Save' }) };
  }

  it('upper-cases what is typed, caps it at 20 characters, and keeps Save disabled under 6', async () => {
    const { user, input, save } = await openEditor();
    expect(input).toHaveValue('ADA12345');

    await user.clear(input);
    await user.type(input, 'abc12');
    expect(input).toHaveValue('ABC12');
    expect(save()).toBeDisabled();

    await user.type(input, 'x');
    expect(input).toHaveValue('ABC12X');
    expect(save()).toBeEnabled();

    await user.type(input, 'defghijklmnopqrstuvwxyz');
    expect(input).toHaveValue('ABC12XDEFGHIJKLMNOPQ');
    expect((input as HTMLInputElement).value).toHaveLength(20);
  });

  it('with symbols, Save is disabled and the field says why', async () => {
    const { user, input, save } = await openEditor();

    await user.clear(input);
    await user.type(input, 'my-code!');

    expect(input).toHaveValue('MY-CODE!');
    expect(save()).toBeDisabled();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Use letters and numbers only.'));
  });

  it('when saved, then it sends the code trimmed and upper-cased, toasts Code updated! and shows the new code and link', async () => {
    const { user, input, save } = await openEditor();

    await user.clear(input);
    await user.type(input, '  newcode7 ');
    await user.click(save());

    expect(await screen.findByText('Code updated!')).toBeInTheDocument();
    expect(calls('PATCH', '/api/referral/update-code').map((r) => r.body)).toEqual([{ code: 'NEWCODE7' }]);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('NEWCODE7');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(`${window.location.origin}/?ref=NEWCODE7`);
    expect(screen.queryByLabelText('New referral code')).not.toBeInTheDocument();
  });

  it('when the code is taken, then the error toast shows the server message and the editor stays open', async () => {
    api.route('PATCH /api/referral/update-code', {
      status: 409,
      json: { message: 'This referral code is already taken' },
    });
    const { user, input, save } = await openEditor();

    await user.clear(input);
    await user.type(input, 'TAKEN1');
    await user.click(save());

    expect(await screen.findByText('This referral code is already taken')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(input).toHaveValue('TAKEN1');
  });

  it('when the server gives no message, then the toast says Unable to update code', async () => {
    api.route('PATCH /api/referral/update-code', { status: 502, text: '' });
    const { user, save } = await openEditor();

    await user.click(save());

    expect(await screen.findByText('Unable to update code')).toBeInTheDocument();
  });

  it('Cancel leaves the code as it was and sends nothing', async () => {
    const { user, input } = await openEditor();
    await user.type(input, '99');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByTestId('referral-code')).toHaveTextContent('ADA12345');
    expect(calls('PATCH', '/api/referral/update-code')).toHaveLength(0);
  });
});

describe("using a friend's code", () => {
  const field = () => screen.getByLabelText("Friend's referral code");
  const applyButton = () => screen.getByRole('button', { name: 'Apply Code' });

  it('is disabled while empty, upper-cases what is typed, and sends it trimmed', async () => {
    const user = await renderScreen();
    expect(applyButton()).toBeDisabled();
    await user.type(field(), '   ');
    expect(applyButton()).toBeDisabled();

    await user.clear(field());
    await user.type(field(), ' friend42 ');
    expect(field()).toHaveValue(' FRIEND42 ');
    await user.click(applyButton());

    expect(
      await screen.findByText('Referral code applied. Complete your first mining to receive $5 in $CIAO!'),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/referral/use-code').map((r) => r.body)).toEqual([{ code: 'FRIEND42' }]);
    expect(field()).toHaveValue('');
  });

  it.each([
    [
      'the server message',
      { status: 409, json: { message: 'You have already used a referral code' } },
      'You have already used a referral code',
    ],
    ['Invalid referral code when the server says nothing', { status: 500, text: '' }, 'Invalid referral code'],
  ])('when it fails, then the Error toast shows %s and the code stays', async (_case, reply, text) => {
    api.route('POST /api/referral/use-code', reply);
    const user = await renderScreen();

    await user.type(field(), 'friend42');
    await user.click(applyButton());

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(field()).toHaveValue('FRIEND42');
  });
});

it('when the stats cannot be loaded, then it says so, and Try again loads them', async () => {
  api.route('GET /api/referral/stats', { status: 500, json: { message: 'Internal server error' } });
  const user = await renderScreen();

  expect(await screen.findByText('Unable to load your referral details.')).toBeInTheDocument();
  api.route('GET /api/referral/stats', () => ({ json: stats }));
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  await waitFor(() => expect(statValue('Pending Rewards')).toHaveTextContent('$10.00'));
  expect(screen.queryByText('Unable to load your referral details.')).not.toBeInTheDocument();
});

it('reads the stats again each time the screen opens', async () => {
  function LeaveAndComeBack() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen((o) => !o)}>
          {open ? 'Leave' : 'Come back'}
        </button>
        {open ? <ReferralScreen /> : null}
      </>
    );
  }
  const user = userEvent.setup();
  renderWithShell(<LeaveAndComeBack />, { route: '/referral' });
  await waitFor(() => expect(statValue('Total Invites')).toHaveTextContent('3'));

  await user.click(screen.getByRole('button', { name: 'Leave' }));
  stats = referralStats({ totalReferrals: 4, completedReferrals: 2, pendingRewards: '10' });
  await user.click(screen.getByRole('button', { name: 'Come back' }));

  await waitFor(() => expect(statValue('Total Invites')).toHaveTextContent('4'));
  expect(statValue('Completed Mining')).toHaveTextContent('2');
  expect(calls('GET', '/api/referral/my-code')).toHaveLength(1);
});

describe("the phone's share sheet", () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('where the browser has navigator.share, then Share opens it with the message and the link, beside the buttons', async () => {
    const share = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Share…' }));

    expect(share).toHaveBeenCalledWith({ text: SHARE_MESSAGE, url: LINK });
    expect(screen.getByRole('link', { name: 'Share on Telegram (opens in a new tab)' })).toBeInTheDocument();
  });

  it('when the user closes the share sheet, then nothing is reported as failed', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Share…' }));

    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Message copied!')).not.toBeInTheDocument();
  });

  it('when the share sheet cannot open, then the message with the link is copied instead', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Share…' }));

    expect(await screen.findByText('Message copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${SHARE_MESSAGE} ${LINK}`);
  });

  it('where the browser has no navigator.share (desktop), then there is no Share button, only the network buttons', async () => {
    await renderScreen();
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })).toBeInTheDocument();
  });
});

describe('Your team', () => {
  const teamRegion = () => screen.getByRole('region', { name: en['team.title'] });

  it('when nobody has joined, then the team says so', async () => {
    await renderScreen();
    expect(await within(teamRegion()).findByText(en['team.emptyTitle'])).toBeInTheDocument();
  });

  it('when friends joined, then each shows with its state in words, the counts above, and Load more brings the next page', async () => {
    const later = Array.from({ length: 3 }, (_, i) =>
      teamMember({ memberId: `00000000-0000-4000-8000-00000000000${i}`, name: `Earlier ${i}` }),
    );
    team = [...teamOfEveryState().slice(3, 7), ...later];
    const user = await renderScreen();

    const region = teamRegion();
    expect(await within(region).findByText('7 friends')).toBeInTheDocument();
    expect(within(region).getByText('0 bonuses paid')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem', { name: /./ })).toHaveLength(5);
    expect(
      within(region).getAllByText('Bonus pending: waiting for their first completed mining').length,
    ).toBeGreaterThan(0);
    expect(
      within(region).getByText(
        'Not eligible: a further account created from an address that already has one loses referral rewards permanently',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByText('Earlier 2')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(await within(region).findByText('Earlier 2')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem', { name: /./ })).toHaveLength(7);
    expect(within(region).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when a reminder is sent, then a toast says so and the team is read again; a refusal shows the server message', async () => {
    team = [teamMember()];
    let refused = false;
    api.route('POST /api/referral/team/6f1c1e0a-3b7d-4c55-9a0e-2d8f4b1c7a01/reminder', () =>
      refused
        ? { status: 409, json: { message: 'You already reminded this friend this week.' } }
        : { json: { remindedAt: '2026-11-28T10:00:00.000Z' } },
    );
    const user = await renderScreen();
    const remind = await within(teamRegion()).findByRole('button', { name: en['team.remind'] });

    await user.click(remind);
    expect(await screen.findByText(en['team.reminded'])).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', '/api/referral/team').length).toBeGreaterThan(1));

    refused = true;
    await user.click(within(teamRegion()).getByRole('button', { name: en['team.remind'] }));
    expect(await screen.findByText('You already reminded this friend this week.')).toBeInTheDocument();
  });

  it('when the team cannot be loaded, then it says so, and Try again loads it', async () => {
    api.route('GET /api/referral/team', { status: 500, json: { message: 'Internal server error' } });
    const user = await renderScreen();
    expect(await within(teamRegion()).findByText(en['team.failed'])).toBeInTheDocument();
    team = [teamMember({ name: 'Back again' })];
    api.route('GET /api/referral/team', () => ({
      json: { counts: teamCounts(team), members: team, nextCursor: null },
    }));
    await user.click(within(teamRegion()).getByRole('button', { name: 'Try again' }));
    expect(await within(teamRegion()).findByText('Back again')).toBeInTheDocument();
  });
});
