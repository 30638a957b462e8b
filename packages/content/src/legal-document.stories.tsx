import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LegalDocument, type LegalDocumentProps } from './legal-document';
import { usePrivacyPolicy } from './privacy-policy';
import { useTermsAndConditions } from './terms-and-conditions';

/** The story's document, in the toolbar's language. */
function Document({ name, ...props }: Omit<LegalDocumentProps, 'text'> & { name: 'terms' | 'privacy' }) {
  const documents = { terms: useTermsAndConditions(), privacy: usePrivacyPolicy() };
  return <LegalDocument text={documents[name]} {...props} />;
}

/** The one renderer of the legal texts: the host's /terms and /privacy pages and the registration dialogs use it. */
const meta = {
  title: 'Content/Legal document',
  component: Document,
  args: { name: 'terms', headingLevel: 2 },
  argTypes: { renderLink: { control: false } },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof Document>;

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
  args: { name: 'privacy', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
  },
};
