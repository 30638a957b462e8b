import type { ComponentType } from 'react';
import { AboutPage } from './pages/about-page';
import { AppInfoPage } from './pages/app-info-page';
import { CommunityPage } from './pages/community-page';
import { ContactPage } from './pages/contact-page';
import { FaqPage } from './faq/faq-page';
import { PrivacyPage } from './pages/privacy-page';
import { TermsPage } from './pages/terms-page';

/** The host's own pages (spec section 2). */
export const CONTENT_PAGES: { path: string; Page: ComponentType }[] = [
  { path: '/app-info', Page: AppInfoPage },
  { path: '/community', Page: CommunityPage },
  { path: '/about', Page: AboutPage },
  { path: '/faq', Page: FaqPage },
  { path: '/contact', Page: ContactPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/terms', Page: TermsPage },
];
