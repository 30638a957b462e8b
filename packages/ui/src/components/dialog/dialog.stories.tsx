import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Stack } from '../stack/stack';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  subcomponents: { DialogClose },
  args: {
    title: 'Edit Profile',
    description: 'Update your nickname and profile image.',
    size: 'md',
    scrollable: false,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  parameters: {
    // A modal covers the page: show each story in its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const profileFields = (
  <Stack gap={4}>
    <TextField label="Profile Image URL" placeholder="https://example.com/me.png" />
    <TextField label="Nickname" defaultValue="nick_the_miner" />
  </Stack>
);

const footer = (
  <>
    <DialogClose>
      <Button variant="outline">Cancel</Button>
    </DialogClose>
    <Button>Save</Button>
  </>
);

export const Open: Story = {
  args: { defaultOpen: true, children: profileFields, footer },
};

/** Opens from its trigger; Escape closes it and focus returns to the trigger. */
export const WithTrigger: Story = {
  args: { trigger: <Button>Edit profile</Button>, children: profileFields, footer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit profile' });
    await userEvent.click(trigger);
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Opened from code (no `trigger`), e.g. a link inside a checkbox label: on close, focus returns to
 * whatever had it when the dialog opened.
 */
export const OpenedFromCode: Story = {
  render: function OpenedFromCode(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Read the terms
        </Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  args: { title: 'Terms and Conditions', description: 'Last updated November 2025', children: <p>The terms.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Read the terms' });
    await userEvent.click(opener);
    await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

const terms = Array.from({ length: 24 }, (_, i) => (
  <p key={i} style={{ marginBottom: '1em' }}>
    {i + 1}. The $CIAO tokens in this app are virtual credits with no real-world value. They can only be converted into
    single-use discount codes for the operator&apos;s own store. One account per user and per IP address.
  </p>
));

/** Long texts (terms, privacy) scroll inside the body while the title and actions stay visible. */
export const ScrollableTerms: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms and Conditions',
    description: 'Last updated November 2025',
    scrollable: true,
    size: 'lg',
    children: terms,
    footer: (
      <DialogClose>
        <Button>Close</Button>
      </DialogClose>
    ),
  },
};

/** A destructive confirmation, e.g. deleting the account. */
export const DestructiveConfirmation: Story = {
  args: {
    defaultOpen: true,
    role: 'alertdialog',
    size: 'sm',
    title: 'Delete Account',
    description: 'You will lose all rights to pending rewards and store credits. This action is irreversible.',
    footer: (
      <>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button variant="destructive">Delete Account</Button>
      </>
    ),
  },
};

export const WithoutDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'History',
    description: undefined,
    children: <p>No history yet.</p>,
  },
};
