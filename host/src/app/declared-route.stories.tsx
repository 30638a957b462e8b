import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, onDesktop, onPhone, sessionReplies, withStoryShell } from '@ciao/shell/testing';
import { RemoteLoaderProvider, type LoadRemote } from '../federation/remote-loader';
import type { MountedScreen } from '../federation/declared-screens';
import DeclaredRoute from './declared-route';

/** The fixture remote's screen as a declared one (docs/front-end.md, "Declared screens"). */
const LOYALTY: MountedScreen = {
  path: '/loyalty',
  module: 'LoyaltyScreen',
  access: 'signed-in',
  title: 'Loyalty',
  remote: 'mf_loyalty',
};

function LoyaltyStandIn() {
  return (
    <section aria-labelledby="points">
      <h2 id="points">Your loyalty points</h2>
      <p>Stands in for the remote&apos;s module, which the host frames under its declared title.</p>
    </section>
  );
}
const standIn: LoadRemote = async () => ({ default: LoyaltyStandIn });
const stillLoading: LoadRemote = () => new Promise(() => {});

/**
 * A declared screen's frame: its title as the page's h1 and the document's title, the remote's
 * module below it (loading, loaded), the 404 page's text for a role below the one it needs.
 */
const meta = {
  title: 'Host/Declared screen',
  component: DeclaredRoute,
  args: { screen: LOYALTY },
  decorators: [
    (Story, { parameters }) => (
      <RemoteLoaderProvider load={(parameters as { loadRemote?: LoadRemote }).loadRemote ?? standIn}>
        <Story />
      </RemoteLoaderProvider>
    ),
    withStoryShell,
  ],
  globals: onPhone,
  parameters: {
    layout: 'fullscreen',
    shell: { route: '/loyalty', api: { 'GET /api/auth/session': sessionReplies.signedIn(aSessionUser()) } },
  },
} satisfies Meta<typeof DeclaredRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your loyalty points' })).toBeVisible();
    await expect(canvasElement.ownerDocument.title).toBe('Loyalty · $CIAO MINING');
  },
};

export const LoadedOnDesktop: Story = { ...Loaded, globals: onDesktop };

/**
 * Its module on its way: the section spins under the title. (Its failure shows RemoteSlot's fallback
 * with "Try again", as every remote screen's: the app shell's stories show it.)
 */
export const Loading: Story = {
  parameters: { loadRemote: stillLoading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading section')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
  },
};

/** A screen for owners, opened by a customer: the 404 page's text. */
export const RoleBelowTheScreens: Story = {
  args: { screen: { ...LOYALTY, role: 'owner' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  },
};
