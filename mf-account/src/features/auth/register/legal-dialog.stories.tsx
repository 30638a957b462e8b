import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { onDesktop, onPhone } from '@ciao/shell/testing';
import { LegalDialog, type LegalDocumentName } from './legal-dialog';

function OpenLegalDialog({ document }: { document: LegalDocumentName }) {
  const [open, setOpen] = useState<LegalDocumentName | null>(document);
  return <LegalDialog document={open} onDocumentChange={setOpen} />;
}

/** The terms and the privacy policy as the registration form opens them: scrollable, a link switches between the two. */
const meta = {
  title: 'Account/Terms and privacy dialogs',
  component: OpenLegalDialog,
  args: { document: 'terms' },
  globals: onPhone,
  parameters: { docs: { story: { inline: false, iframeHeight: 800 } } },
} satisfies Meta<typeof OpenLegalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    await expect(await dialog(canvasElement, 'Terms and Conditions')).toBeVisible();
  },
};

export const TermsOnDesktop: Story = { ...Terms, globals: onDesktop };

export const Privacy: Story = {
  args: { document: 'privacy' },
  play: async ({ canvasElement }) => {
    await expect(await dialog(canvasElement, 'Privacy & Policy')).toBeVisible();
  },
};
