import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPhone, withStoryShell } from '@ciao/shell/testing';
import { someCustomers } from '../../testing/customer-fixtures';
import { CustomerSearchView, TEXTS } from './customer-search-view';

/** The customers screen (/admin/customers) in every state; fed by fixtures. `CustomersScreen` wires it to the API. */
const meta = {
  title: 'Admin/Customers',
  component: CustomerSearchView,
  decorators: [withStoryShell],
  args: { query: 'member', onSearch: fn(), state: { status: 'ready', customers: someCustomers(6) } },
  argTypes: { onSearch: { control: false }, state: { control: 'object' } },
  parameters: { layout: 'fullscreen', shell: { route: '/admin/customers?query=member' } },
} satisfies Meta<typeof CustomerSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet. */
export const EmptySearch: Story = {
  args: { query: '', state: { status: 'idle' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TEXTS.idleTitle })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: TEXTS.searchLabel }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.search }));
    await expect(args.onSearch).toHaveBeenCalledWith('ada@');
  },
};

/** Results on a desktop: a table, each e-mail a link to the customer page; a suspended and an erased account. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: /^member0\./ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/customers\//),
    );
  },
};

/** The same results at 360 px: each row a card, long e-mails wrap. */
export const ResultsOnPhone: Story = { globals: onPhone };

/** More accounts match: 'More results' asks for the next keyset page. */
export const MoreResults: Story = {
  args: { state: { status: 'ready', customers: someCustomers(20), onMore: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.more }));
    if (args.state.status === 'ready') await expect(args.state.onMore).toHaveBeenCalled();
  },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { state: { status: 'ready', customers: someCustomers(20), onMore: fn(), loadingMore: true } },
};

export const NoResults: Story = {
  args: { query: 'nobody', state: { status: 'ready', customers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
  },
};

export const Searching: Story = { args: { state: { status: 'loading' } } };

/** The API refused the search (here its 400 message) or failed: the message, with 'Try again'. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: TEXTS.failed, onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    if (args.state.status === 'failed') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** A signed-in customer (403): no search. */
export const NotAuthorised: Story = {
  args: { state: { status: 'not-authorised' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
  },
};
