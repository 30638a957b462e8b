import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProfileDialogProps, RemoteId } from '@ciao/shell';
import { Route, Routes } from '@ciao/shell/router';
import { aSessionUser, neverAnswers, onDesktop, onPhone, sessionReplies, withStoryShell } from '@ciao/shell/testing';
import { Page } from '@ciao/ui';
import { Dialog } from '@ciao/ui/dialog';
import { RemoteFallback } from '../federation/remote-fallback';
import { RemoteLoaderProvider, type LoadRemote } from '../federation/remote-loader';
import { AppRoutes } from './app-routes';
import { AppLayout } from './layout/app-layout';

/** A picture that loads without a network. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#15803d"/><circle cx="20" cy="16" r="7" fill="#fef3c7"/><rect x="9" y="26" width="22" height="10" rx="5" fill="#fef3c7"/></svg>',
)}`;

const standIn = (title: string) =>
  function StandInScreen() {
    return (
      <Page>
        <h1>{title}</h1>
        <p>Stands in for the remote screen, which has stories of its own.</p>
      </Page>
    );
  };

/** The remotes, stood in for by local components (their screens are in their own stories). */
const STAND_INS: Partial<Record<RemoteId, ComponentType<never>>> = {
  'mf_account/AuthScreen': standIn('Sign-in screen'),
  'mf_dashboard/DashboardScreen': standIn('Dashboard'),
  'mf_account/ProfileDialog': ({ open, onOpenChange }: ProfileDialogProps) => (
    <Dialog open={open} onOpenChange={onOpenChange} title="Profile">
      <p>The account remote&apos;s profile dialog.</p>
    </Dialog>
  ),
};
const standIns: LoadRemote = async (id) => ({ default: STAND_INS[id] });
/** A remote whose code never arrives. */
const stillLoading: LoadRemote = () => new Promise(() => {});

const signedIn = (user = aSessionUser({ nickname: 'ada', image: PICTURE })) => ({
  api: { 'GET /api/auth/session': sessionReplies.signedIn(user) },
});

/**
 * The host's frame around the remotes: the auth guard, the header and its side menu, the 404 page,
 * and a remote loading or failed. The remotes are stand-ins; the session is a fixture.
 */
const meta = {
  title: 'Host/App shell',
  component: AppRoutes,
  decorators: [
    (Story, { parameters }) => (
      <RemoteLoaderProvider load={(parameters as { loadRemote?: LoadRemote }).loadRemote ?? standIns}>
        <Story />
      </RemoteLoaderProvider>
    ),
    withStoryShell,
  ],
  globals: onPhone,
  parameters: { layout: 'fullscreen', shell: signedIn() },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' }));
};

/** The sticky header above a screen: the menu button, the logo, the title. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '$CIAO MINING, dashboard' })).toHaveAttribute('href', '/');
  },
};

export const HeaderOnDesktop: Story = { ...Header, globals: onDesktop };

/** The side menu of a user with a nickname and a picture. */
export const SideMenuWithNicknameAndPicture: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('button', { name: 'Open profile of ada' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

export const SideMenuOnDesktop: Story = { ...SideMenuWithNicknameAndPicture, globals: onDesktop };

/** Neither: the name and its initial. */
export const SideMenuWithoutNicknameOrPicture: Story = {
  parameters: { shell: signedIn(aSessionUser()) },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('button', { name: 'Open profile of Ada Lovelace' })).toBeVisible();
  },
};

/** The profile dialog (the account remote's) opened from the menu's header. */
export const ProfileFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Open profile of ada' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Profile' }),
    ).toBeVisible();
  },
};

/** Any unknown path. */
export const NotFound: Story = {
  parameters: { shell: { route: '/no/such/page' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  },
};

export const NotFoundOnDesktop: Story = { ...NotFound, globals: onDesktop };

/** The auth guard while the session is read: the full-screen spinner. */
export const ReadingSession: Story = {
  parameters: { shell: { api: { 'GET /api/auth/session': neverAnswers } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
  },
};

/** A visitor without a session gets the sign-in screen on any route. */
export const SignedOut: Story = {
  parameters: { shell: { route: '/referral', api: { 'GET /api/auth/session': sessionReplies.anonymous() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign-in screen' })).toBeVisible();
  },
};

/** A remote's code on its way: the header works, the section spins. */
export const RemoteLoading: Story = {
  parameters: { loadRemote: stillLoading },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading section')).toBeInTheDocument();
  },
};

/**
 * A remote that could not be loaded: its section offers 'Try again', the header and the other
 * routes keep working. (Shown directly: a real failure goes through the error boundary, which
 * React reports on the console, and the story checks keep the console clean.)
 */
export const RemoteFailed: Story = {
  render: () => (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<RemoteFallback onRetry={fn()} />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};

export const RemoteFailedOnDesktop: Story = { ...RemoteFailed, globals: onDesktop };

/** The profile dialog's remote could not be loaded: the fallback inside a dialog. */
export const ProfileDialogFailed: Story = {
  render: () => (
    <Dialog open onOpenChange={() => {}} title="Profile">
      <RemoteFallback onRetry={() => {}} framed={false} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Profile' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
  },
};

/** A user whose address is not verified yet: the banner above the screen, with "Send again". */
export const UnverifiedEmail: Story = {
  parameters: { shell: signedIn(aSessionUser({ emailVerified: false })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verify your e-mail address')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeVisible();
  },
};
