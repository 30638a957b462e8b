import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMAIL_VERIFICATION_MESSAGES } from '@ciao/contracts/web';
import { aSessionUser, withStoryShell } from '@ciao/shell/testing';
import EmailVerificationBanner, { EmailVerificationBannerView } from './email-verification-banner';

const user = aSessionUser({ emailVerified: false });

/** The banner above every signed-in screen until the address is verified: its states, then wired to the API. */
const meta = {
  title: 'Host/Email verification banner',
  component: EmailVerificationBannerView,
  decorators: [withStoryShell],
  args: { email: user.email, sending: false, onSendAgain: fn() },
} satisfies Meta<typeof EmailVerificationBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the user sees until the link is opened. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verify your e-mail address')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onSendAgain).toHaveBeenCalled();
  },
};

export const Sending: Story = { args: { sending: true } };

export const Sent: Story = {
  args: { answer: { message: EMAIL_VERIFICATION_MESSAGES.mailSent, failed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EMAIL_VERIFICATION_MESSAGES.mailSent)).toBeVisible();
  },
};

export const TooManyMails: Story = {
  args: { answer: { message: 'Too many attempts. Please try again in 54 minutes.', failed: true } },
};

/** Wired: "Send again" posts to the API and shows its answer. */
export const SendAgain: StoryObj<typeof EmailVerificationBanner> = {
  render: () => <EmailVerificationBanner user={user} />,
  parameters: {
    shell: {
      api: {
        [`POST /api/user/${user.id}/verification-mail`]: {
          status: 202,
          json: { message: EMAIL_VERIFICATION_MESSAGES.mailSent },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(await canvas.findByText(EMAIL_VERIFICATION_MESSAGES.mailSent)).toBeVisible();
  },
};
