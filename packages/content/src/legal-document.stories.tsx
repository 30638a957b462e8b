import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { termsAndConditions } from './terms-and-conditions';

/** The one renderer of the legal texts: the host's /terms and /privacy pages and the registration dialogs use it. */
const meta = {
  title: 'Content/Legal document',
  component: LegalDocument,
  args: { text: termsAndConditions, headingLevel: 2 },
  argTypes: { text: { control: false }, renderLink: { control: false } },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections under a page's h1: headings of level 2, paragraphs, lists and links. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  },
};

export const TermsOnDesktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

/** Inside a dialog, whose title is the h2: section headings of level 3. */
export const PrivacyInADialog: Story = {
  args: { text: privacyPolicy, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
  },
};
