import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { setLocale } from '@ciao/shell';
import { aSessionUser, sessionReplies } from '@ciao/shell/testing';
import type { Role } from '@ciao/contracts';
import { renderApp } from '../../testing/render-app';

let signedIn = true;
let role: Role = 'user';
let openCount = 0;

const api = useTestApi({
  'GET /api/auth/session': () =>
    signedIn
      ? sessionReplies.signedIn(aSessionUser({ nickname: 'ada', email: 'ada@example.com', role }))
      : sessionReplies.anonymous(),
  'GET /api/admin/flags': () => ({ json: { flags: [], openCount, nextCursor: null } }),
});
beforeEach(() => {
  signedIn = true;
  role = 'user';
  openCount = 0;
});

async function openMenu() {
  renderApp('/referral');
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog');
}

describe('side menu', () => {
  it('lists the spec links in order, with their labels and targets', async () => {
    const menu = await openMenu();
    const links = within(within(menu).getByRole('navigation', { name: 'Main menu' })).getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About This App', '/app-info'],
      ['Notifications', '/notifications'],
      ['Referral Link', '/referral'],
      ['Store Credits', '/store-credit'],
      ['Community', '/community'],
      ['About Us', '/about'],
      ['FAQs', '/faq'],
      ['Contact', '/contact'],
      ['Privacy & Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
    ]);
  });

  it("puts an admin's links before the customer's (on a phone, no scrolling past the app's links)", async () => {
    role = 'support';
    const menu = await openMenu();
    const [first, second] = within(menu).getAllByRole('navigation');
    expect([first?.getAttribute('aria-label'), second?.getAttribute('aria-label')]).toEqual([
      'Admin menu',
      'Main menu',
    ]);
  });

  it('shows a customer no admin links', async () => {
    const menu = await openMenu();

    expect(within(menu).queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it.each(['owner', 'support', 'viewer'] as const)(
    'shows the %s every admin screen it may read (releases: owners only)',
    async (adminRole) => {
      role = adminRole;
      const menu = await openMenu();
      const links = within(within(menu).getByRole('navigation', { name: 'Admin menu' })).getAllByRole('link');

      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Overview', '/admin'],
        ['Review', '/admin/review'],
        ['Customers', '/admin/customers'],
        ['Audit log', '/admin/audit-log'],
        ['Voucher logs', '/admin/voucher-logs'],
        ['Campaigns', '/admin/campaigns'],
        ...(adminRole === 'owner' ? [['Releases', '/admin/releases']] : []),
      ]);
    },
  );

  it.each([
    [3, 'Review 3 open flags'],
    [120, 'Review 99+ open flags'],
  ])('shows %i open flags beside Review, read with a one-flag page', async (count, name) => {
    role = 'viewer';
    openCount = count;
    const menu = await openMenu();

    expect(await within(menu).findByRole('link', { name })).toHaveAttribute('href', '/admin/review');
    expect(api.requests.filter((r) => r.path === '/api/admin/flags').map((r) => r.query)).toEqual([
      '?status=open&limit=1',
    ]);
  });

  it('shows no count beside Review when no flag is open', async () => {
    role = 'support';
    const menu = await openMenu();
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/admin/flags')).toBe(true));
    expect(within(menu).getByRole('link', { name: 'Review' })).toHaveTextContent(/^Review$/);
  });

  it('asks a customer nothing about flags', async () => {
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Store Credits' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/admin/flags')).toBe(false);
  });

  it('shows who is signed in in its header', async () => {
    const menu = await openMenu();

    expect(within(menu).getByText('ada')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('img', { name: 'ada' })).toHaveTextContent('A');
  });

  it('a link navigates and closes the menu', async () => {
    const menu = await openMenu();

    await userEvent.click(within(menu).getByRole('link', { name: 'Store Credits' }));

    expect(await screen.findByRole('heading', { name: 'Store credit screen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Back to Mining goes to /', async () => {
    const menu = await openMenu();

    await userEvent.click(within(menu).getByRole('link', { name: 'Back to Mining' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('the header opens the profile dialog from the account remote', async () => {
    const menu = await openMenu();

    await userEvent.click(within(menu).getByRole('button', { name: 'Open profile of ada' }));

    expect(await screen.findByText('Profile dialog')).toBeInTheDocument();
  });

  it("a link to the signed-in devices (the new-sign-in alert's) opens the profile there, once", async () => {
    renderApp('/?profile=devices');

    expect(await screen.findByText('Profile dialog at devices')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Profile dialog/)).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open profile of ada' }));
    expect(await screen.findByText('Profile dialog')).toBeInTheDocument();
  });

  it('when the profile dialog closes, then focus returns to the menu button', async () => {
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Open profile of ada' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByText('Profile dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });

  it('when the menu closes on Escape, then focus returns to the menu button', async () => {
    await openMenu();

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('Logout signs out through the API, says so, and goes to /auth', async () => {
    api.route('POST /api/auth/signout', () => {
      signedIn = false;
      return { json: { ok: true } };
    });
    const menu = await openMenu();

    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully disconnected')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.raw])).toEqual([
      ['/api/auth/signout', '{}'],
    ]);
  });

  it('when Logout fails, then the menu closes onto the same page, which shows the logout error', async () => {
    api.route('POST /api/auth/signout', { status: 500, json: { message: 'Internal error' } });
    const menu = await openMenu();

    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout error')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during logout')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/referral');
    // The menu opens as soon as its code is here, which may be before the route's remote.
    expect(await screen.findByRole('heading', { name: 'Referral screen' })).toBeInTheDocument();
  });
});

it("in Italian, the menu's close button speaks Italian", async () => {
  api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser({ nickname: 'ada', language: 'it' })));
  renderApp('/referral');
  await userEvent.click(await screen.findByRole('button', { name: 'Apri il menu' }));
  const menu = await screen.findByRole('dialog');

  expect(within(menu).getByRole('button', { name: 'Chiudi il menu' })).toBeInTheDocument();
  await act(() => setLocale('en'));
});
