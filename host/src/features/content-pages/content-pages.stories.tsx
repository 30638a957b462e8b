import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { AboutPage } from './pages/about-page';
import { AppInfoPage } from './pages/app-info-page';
import { CommunityPage } from './pages/community-page';
import { ContactPage } from './pages/contact-page';
import { PrivacyPage } from './pages/privacy-page';
import { TermsPage } from './pages/terms-page';

/** The host's static pages (spec section 2): header with the back button, the texts, the footer. */
const meta = {
  title: 'Host/Content pages',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (Page: ComponentType, title: string): Story => ({
  render: () => <Page />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
  },
});

/** /app-info: educational simulation, virtual tokens, discount codes, legal compliance, 18+. */
export const AboutThisApp = page(AppInfoPage, 'About This App');
/** /about */
export const AboutUs = page(AboutPage, 'About Us');
/** /contact: the support e-mail, hours 24/7, response 24-48 hours, the official channels. */
export const Contact = page(ContactPage, 'Contact');
/** /community: the official channels open in a new tab; the warning to verify links. */
export const Community = page(CommunityPage, 'Community');
/** /terms: the same text as the registration dialog. */
export const Terms = page(TermsPage, 'Terms and Conditions');
/** /privacy: the same text as the registration dialog. */
export const Privacy = page(PrivacyPage, 'Privacy & Policy');
