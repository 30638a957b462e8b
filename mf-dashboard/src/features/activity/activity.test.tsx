import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { setLocale } from '@ciao/shell';
import { renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { activityEntries, anActivityEntry, USER_ID } from '../../testing/fixtures';
import { Activity } from './activity';
import { formatActivityCiao, formatActivityUsd } from './activity-text';

const ACTIVITY = `GET /api/user/${USER_ID}/activity`;
const api = useTestApi({ 'GET /api/auth/session': sessionReplies.signedIn() });

const items = () =>
  within(screen.getByRole('list', { name: 'Credit activity, newest first' })).getAllByRole('listitem');

describe('amounts', () => {
  it('credits read +, debits -, in $CIAO and in USD; fractions of a cent keep their digits; old entries say their USD value was not recorded', () => {
    expect(formatActivityCiao('123529.4117647058', 'en-US')).toBe('+123,529.41 $CIAO');
    expect(formatActivityCiao('-14285714.2857142857', 'en-US')).toBe('-14,285,714.29 $CIAO');
    expect(formatActivityUsd('5', 'en-US')).toBe('+$5.00');
    expect(formatActivityUsd('-2.5', 'en-US')).toBe('-$2.50');
    expect(formatActivityUsd('0.0042', 'en-US')).toBe('+$0.004200');
    expect(formatActivityUsd(null, 'en-US')).toBeNull();
  });

  it('in Italian, with Italian separators', () => {
    expect(formatActivityCiao('123529.4117647058', 'it-IT')).toBe('+123.529,41 $CIAO');
    expect(formatActivityUsd('0.0042', 'it-IT')).toBe('+$0,004200');
  });
});

describe('the activity screen', () => {
  it('shows a spinner, then every entry newest first with its kind, date, simulation or code and signed amounts', async () => {
    const entries = activityEntries();
    api.route(ACTIVITY, { json: { entries, nextCursor: null } });
    renderWithShell(<Activity />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading credit activity');
    await waitFor(() => expect(items()).toHaveLength(entries.length));
    const [reward, adjustment, refund, redeem, bonus] = items();
    expect(reward).toHaveTextContent(/Mining reward.*1h Lightning simulation.*\+123,529\.41 \$CIAO.*\+\$0\.04$/);
    expect(adjustment).toHaveTextContent(
      /Adjusted by support.*Sorry about the lost code: here is a little extra.*\+2,000,000\.00 \$CIAO.*\+\$0\.70/,
    );
    expect(refund).toHaveTextContent(
      /Code cancelled: credits back.*Code CIAO-CANCEL-BYSUPP.*\+7,142,857\.14 \$CIAO.*\+\$2\.50/,
    );
    expect(redeem).toHaveTextContent(/Redeemed into a code.*Code CIAO-7Q2K9D-X4M8PL.*-14,285,714\.29 \$CIAO.*-\$5\.00/);
    expect(bonus).toHaveTextContent(/Referral bonus.*\+14,285,714\.29 \$CIAO.*\+\$5\.00/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.requests.find((r) => r.path.endsWith('/activity'))?.query).toBe('?limit=20');
  });

  it("when more pages follow, then 'Load more' appends the next one from the cursor", async () => {
    api.route(ACTIVITY, (request) =>
      request.query.includes('cursor=page-2')
        ? { json: { entries: [anActivityEntry({ kind: 'referral_bonus', contract: null })], nextCursor: null } }
        : { json: { entries: [anActivityEntry(), anActivityEntry()], nextCursor: 'page-2' } },
    );
    renderWithShell(<Activity />);

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]).toHaveTextContent('Referral bonus');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when nothing has moved yet, then it says so', async () => {
    api.route(ACTIVITY, { json: { entries: [], nextCursor: null } });
    renderWithShell(<Activity />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it("when the list cannot be read, then an error with 'Try again', which reads it again", async () => {
    api.route(ACTIVITY, { status: 500, json: { message: 'Internal error' } });
    renderWithShell(<Activity />);
    expect(await screen.findByText('Your credit activity could not be loaded.')).toBeInTheDocument();

    api.route(ACTIVITY, { json: { entries: [anActivityEntry()], nextCursor: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('when the next page fails, then the entries read so far stay and it can be tried again', async () => {
    api.route(ACTIVITY, (request) =>
      request.query.includes('cursor=')
        ? { status: 503, json: { message: 'Service unavailable' } }
        : { json: { entries: [anActivityEntry()], nextCursor: 'page-2' } },
    );
    renderWithShell(<Activity />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('More activity could not be loaded.')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('in Italian', () => {
  afterEach(() => act(() => setLocale('en')));

  it("the list's 'Load more' and 'Try again' speak Italian", async () => {
    await act(() => setLocale('it'));
    api.route(ACTIVITY, (request) =>
      request.query.includes('cursor=')
        ? { status: 503, json: { message: 'Service unavailable' } }
        : { json: { entries: [anActivityEntry()], nextCursor: 'page-2' } },
    );
    renderWithShell(<Activity />);

    await userEvent.click(await screen.findByRole('button', { name: 'Carica altro' }));

    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeEnabled();
  });

  it("a list that cannot be read offers 'Riprova'", async () => {
    await act(() => setLocale('it'));
    api.route(ACTIVITY, { status: 500, json: { message: 'Internal error' } });
    renderWithShell(<Activity />);

    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
