import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  activeCode,
  belowMinimum,
  everyCodeState,
  NOW,
  nothingYet,
  overLimit,
  readyToRedeem,
} from '../../testing/fixtures';
import { StoreCreditView } from './store-credit-view';

/**
 * The Store Credits page (/store-credit) in every state a user meets, fed by fixtures (no API).
 * The screen (`StoreCredit`) wires these props to the polled eligibility, the codes and Generate.
 */
const meta = {
  title: 'Store credit/Store Credits page',
  component: StoreCreditView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    eligibility: readyToRedeem,
    codes: [activeCode],
    generating: false,
    onGenerate: fn(),
    onCopy: fn(async () => {}),
    now: NOW,
  },
  argTypes: {
    now: { control: 'date' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoreCreditView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Worth less than $2.50: 'Below Minimum', what is missing, Generate disabled. */
export const BelowMinimum: Story = {
  args: { eligibility: belowMinimum, codes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Below Minimum')).toBeInTheDocument();
    await expect(canvas.getByText('Minimum for discount codes: $2.50 USD')).toBeInTheDocument();
    await expect(canvas.getByText('Need $0.66 more to generate codes')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Generate Store Credit' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText('No codes yet')).toBeInTheDocument();
  },
};

/** Worth $2.50 to $5.00 on an unverified address: not ready; the address, "Send again", Generate off. */
export const ReadyButAddressUnverified: Story = {
  args: {
    codes: [],
    addressToVerify: { email: 'dana@example.com', sending: false, onSendAgain: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verify E-mail')).toBeInTheDocument();
    await expect(canvas.queryByText('Ready to Redeem')).not.toBeInTheDocument();
    await expect(canvas.getByText(/Open the link we sent to dana@example\.com/)).toBeInTheDocument();
    const generate = canvas.getByRole('button', { name: 'Generate Store Credit' });
    await expect(generate).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(generate);
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.addressToVerify?.onSendAgain).toHaveBeenCalledTimes(1);
  },
};

/** "Send again" answered: the API's message under the notice. */
export const AddressUnverifiedMailSent: Story = {
  args: {
    codes: [],
    addressToVerify: {
      email: 'dana@example.com',
      sending: false,
      answer: { message: 'We sent a new link to dana@example.com.', failed: false },
      onSendAgain: fn(),
    },
  },
};

/** A new user: nothing earned, no codes. */
export const NothingYet: Story = {
  args: { eligibility: nothingYet, codes: [] },
};

/** Between $2.50 and $5.00: 'Ready to Redeem', Generate enabled. */
export const ReadyToRedeem: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ready to Redeem')).toBeInTheDocument();
    await expect(canvas.getByRole('meter', { name: 'Store credit progress' })).toHaveAttribute(
      'aria-valuetext',
      '$3.04 of $5.00',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Store Credit' }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
  },
};

/** Above $5.00: 'Over Limit'; the code will be for $5.00 and the rest stays pending. */
export const OverLimit: Story = {
  args: { eligibility: overLimit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Over Limit').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Generate Store Credit' })).not.toHaveAttribute('aria-disabled');
  },
};

/** While the code is being generated. */
export const Generating: Story = {
  args: { generating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Generating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The history with a code in each state: active, expiring soon, used (with and without an order id), expired. */
export const EveryCodeState: Story = {
  args: { codes: everyCodeState },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expiring soon')).toBeInTheDocument();
    await expect(canvas.getByText(/Order 5123456789012/)).toBeInTheDocument();
    await expect(canvas.getByText(/This code can no longer be used/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Copy ${activeCode.code}` }));
    await expect(args.onCopy).toHaveBeenCalledWith(activeCode.code);
    await expect(await canvas.findByRole('button', { name: `Copied ${activeCode.code}` })).toHaveTextContent('Copied');
  },
};

/** The first readings are on their way. */
export const Loading: Story = {
  args: { eligibility: undefined, codes: undefined },
};

/** Neither reading could be made: the credits retry by themselves, the codes offer Try again. */
export const Unavailable: Story = {
  args: { eligibility: undefined, eligibilityFailed: true, codes: undefined, codesFailed: true, onRetryCodes: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unable to load your credits')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryCodes).toHaveBeenCalled();
  },
};
