import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import type { Eligibility, StoreCreditCode } from '@ciao/contracts';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { activeCode, belowMinimum, expiredCode, overLimit, readyToRedeem, usedCode } from '../../testing/fixtures';
import { StoreCredit } from './store-credit';

const user = aSessionUser();
const base = `/api/user/${user.id}`;
const DAY_MS = 86_400_000;

let eligibility: Eligibility;
let codes: StoreCreditCode[];

const api = useTestApi();
beforeEach(() => {
  eligibility = readyToRedeem;
  codes = [];
  api.route('GET /api/auth/session', sessionReplies.signedIn(user));
  api.route(`GET ${base}/store-credit/eligibility`, () => ({ json: eligibility }));
  api.route(`GET ${base}/store-credit/codes`, () => ({ json: codes }));
});

/** Codes dated around the real clock (the screen measures expiry against it). */
const fromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function renderStoreCredit() {
  const result = renderWithShell(<StoreCredit />, { route: '/store-credit' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Store Credits' })).toBeInTheDocument();
  await screen.findByRole('meter', { name: 'Store credit progress' });
  // The codes are read separately: wait until the history shows them (or its empty or error state).
  await waitFor(() => expect(within(history()).queryByText('Loading your codes')).not.toBeInTheDocument());
  return result;
}

const credits = () => screen.getByRole('region', { name: 'Your Credits' });
const history = () => screen.getByRole('region', { name: 'Your Codes' });
const generateButton = () => within(credits()).getByRole('button', { name: 'Generate Store Credit' });

describe('credits and status', () => {
  it('when below the minimum, then the gauge, both amounts, Below Minimum, what is missing, and Generate disabled', async () => {
    eligibility = belowMinimum;
    await renderStoreCredit();

    expect(within(credits()).getByText('Below Minimum')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Store credit progress' })).toHaveAttribute(
      'aria-valuetext',
      '$1.84 of $5.00',
    );
    expect(within(credits()).getByText('5,411,764.71 $CIAO')).toBeInTheDocument();
    expect(within(credits()).getByText('$1.84 USD')).toBeInTheDocument();
    expect(within(credits()).getByText('Minimum for discount codes: $2.50 USD')).toBeInTheDocument();
    expect(within(credits()).getByText('Need $0.66 more to generate codes')).toBeInTheDocument();
    expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('when over the limit, then Over Limit, the gauge full, and Generate enabled', async () => {
    eligibility = overLimit;
    await renderStoreCredit();

    expect(within(credits()).getAllByText('Over Limit')[0]).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Store credit progress' })).toHaveAttribute('aria-valuenow', '5');
    expect(within(credits()).getByText(/the rest stays pending/)).toBeInTheDocument();
    expect(generateButton()).not.toHaveAttribute('aria-disabled');
  });

  it('when ready, then Ready to Redeem and Generate enabled', async () => {
    await renderStoreCredit();
    expect(within(credits()).getByText('Ready to Redeem')).toBeInTheDocument();
    expect(generateButton()).not.toHaveAttribute('aria-disabled');
  });
});

describe('an address not verified yet', () => {
  const unverified = aSessionUser({ emailVerified: false });

  it('when ready, then not Ready to Redeem: the address, "Send again", and Generate disabled before any press', async () => {
    let mailsAsked = 0;
    api.route('GET /api/auth/session', sessionReplies.signedIn(unverified));
    api.route(`POST /api/user/${unverified.id}/verification-mail`, () => {
      mailsAsked += 1;
      return { json: { message: `We sent a new link to ${unverified.email}.` } };
    });
    renderWithShell(<StoreCredit />, { route: '/store-credit' });
    await screen.findByRole('meter', { name: 'Store credit progress' });

    expect(within(credits()).getByText('Verify E-mail')).toBeInTheDocument();
    expect(within(credits()).queryByText('Ready to Redeem')).not.toBeInTheDocument();
    expect(within(credits()).getByText(new RegExp(`Open the link we sent to ${unverified.email}`))).toBeInTheDocument();
    expect(generateButton()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(credits()).getByRole('button', { name: 'Send again' }));
    expect(await within(credits()).findByText(`We sent a new link to ${unverified.email}.`)).toBeInTheDocument();
    expect(mailsAsked).toBe(1);
  });
});

describe('Generate', () => {
  it('when a code is generated, then it is asked for with no payload, toasted, and shown in the history; the status refreshes', async () => {
    const generated: StoreCreditCode = { ...activeCode, generatedAt: fromNow(0), expiresAt: fromNow(30) };
    api.route(`POST ${base}/store-credit/generate`, () => {
      codes = [generated];
      eligibility = { currentValueUsd: 0, pendingRewards: 0, eligible: false, isOverLimit: false };
      return { status: 201, json: generated };
    });
    await renderStoreCredit();
    expect(within(history()).getByText('No codes yet')).toBeInTheDocument();

    await userEvent.click(generateButton());

    expect(await screen.findByText('Store Credit Generated!')).toBeInTheDocument();
    expect(screen.getByText(`Your $3.04 code ${generated.code} is ready to use at the store.`)).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post).toMatchObject({ path: `${base}/store-credit/generate`, raw: '' });
    expect(within(history()).getByRole('listitem', { name: `${generated.code}, Active` })).toBeInTheDocument();
    expect(within(credits()).getByText('Below Minimum')).toBeInTheDocument();
  });

  it("when generating fails, then 'Generation Failed' with the server's message, else the spec's text", async () => {
    api.route(`POST ${base}/store-credit/generate`, {
      status: 409,
      json: { message: 'You need at least $2.50 USD of pending credits to generate a store credit code.' },
    });
    await renderStoreCredit();

    await userEvent.click(generateButton());
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('You need at least $2.50 USD of pending credits to generate a store credit code.'),
    ).toBeInTheDocument();

    api.route(`POST ${base}/store-credit/generate`, { status: 502, text: '' });
    await userEvent.click(generateButton());
    expect(await screen.findByText('Failed to generate store credit code')).toBeInTheDocument();
    expect(within(history()).getByText('No codes yet')).toBeInTheDocument();
  });

  it("while the code is being made, then the button reads 'Generating...' and cannot be pressed again", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.route(`POST ${base}/store-credit/generate`, async () => {
      await held;
      return { status: 201, json: activeCode };
    });
    await renderStoreCredit();

    await userEvent.click(generateButton());
    const busy = await within(credits()).findByRole('button', { name: 'Generating...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await screen.findByText('Store Credit Generated!')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('the history of codes', () => {
  it('shows each state: active, expiring soon (under 3 days), used with date and order id, expired', async () => {
    codes = [
      { ...activeCode, expiresAt: fromNow(20) },
      {
        ...activeCode,
        id: 'b5f5b1de-8a8a-4bb0-9f3e-2b0a3f0b9b01',
        code: 'CIAO-SOON00-SOON00',
        expiresAt: fromNow(2.5),
      },
      { ...usedCode, usedAt: '2026-01-10T12:00:00.000Z' },
      expiredCode,
    ];
    await renderStoreCredit();

    const item = (name: string) => within(history()).getByRole('listitem', { name });
    expect(within(item(`${activeCode.code}, Active`)).queryByText('Expiring soon')).not.toBeInTheDocument();
    expect(within(item('CIAO-SOON00-SOON00, Active')).getByText('Expiring soon')).toBeInTheDocument();
    expect(within(item('CIAO-SOON00-SOON00, Active')).getByText(/2 days left/)).toBeInTheDocument();
    expect(
      within(item(`${usedCode.code}, Used`)).getByText('Used on Jan 10, 2026 · Order 5123456789012'),
    ).toBeInTheDocument();
    expect(
      within(item(`${expiredCode.code}, Expired`)).getByText(/This code can no longer be used\./),
    ).toBeInTheDocument();
    expect(
      within(history())
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-status')),
    ).toEqual(['active', 'active', 'used', 'expired']);
  });

  it("when a code is copied, then it is on the clipboard and the button reads 'Copied' for 2 s", async () => {
    codes = [{ ...activeCode, expiresAt: fromNow(20) }];
    const clicker = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderStoreCredit();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await clicker.click(within(history()).getByRole('button', { name: `Copy ${activeCode.code}` }));
      // The clipboard answers asynchronously and the button changes after it: let both settle.
      await act(async () => {
        await navigator.clipboard.readText();
      });
      expect(await navigator.clipboard.readText()).toBe(activeCode.code);
      expect(within(history()).getByRole('button', { name: `Copied ${activeCode.code}` })).toHaveTextContent('Copied');

      act(() => jest.advanceTimersByTime(1_999));
      expect(within(history()).getByRole('button', { name: `Copied ${activeCode.code}` })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(history()).getByRole('button', { name: `Copy ${activeCode.code}` })).toHaveTextContent('Copy');
    } finally {
      jest.useRealTimers();
    }
  });

  it("when the clipboard refuses, then 'Copy Failed' and no 'Copied'", async () => {
    codes = [{ ...activeCode, expiresAt: fromNow(20) }];
    await renderStoreCredit();
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
      configurable: true,
    });
    try {
      await userEvent.click(within(history()).getByRole('button', { name: `Copy ${activeCode.code}` }));
      expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to copy code to clipboard')).toBeInTheDocument();
      expect(within(history()).getByRole('button', { name: `Copy ${activeCode.code}` })).toHaveTextContent('Copy');
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
      else Reflect.deleteProperty(window.navigator, 'clipboard');
    }
  });

  it('when the codes cannot be read, then it says so and Try again reads them again', async () => {
    api.route(`GET ${base}/store-credit/codes`, { status: 500, json: { message: 'Internal server error' } });
    await renderStoreCredit();
    expect(await within(history()).findByText('Unable to load your codes')).toBeInTheDocument();

    codes = [{ ...activeCode, expiresAt: fromNow(20) }];
    api.route(`GET ${base}/store-credit/codes`, () => ({ json: codes }));
    await userEvent.click(within(history()).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(history()).getByRole('listitem', { name: `${activeCode.code}, Active` })).toBeInTheDocument(),
    );
  });
});

it('links to the tutorial and the store, and lists the usage steps', async () => {
  await renderStoreCredit();
  expect(screen.getByRole('link', { name: 'How store credits work' })).toHaveAttribute(
    'href',
    '/tutorial/store-credits',
  );
  expect(screen.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/shopify');
  expect(screen.getByRole('link', { name: 'Credit activity' })).toHaveAttribute('href', '/activity');
  expect(within(screen.getByRole('region', { name: 'How to Use Your Code' })).getAllByRole('listitem')).toHaveLength(4);
});
