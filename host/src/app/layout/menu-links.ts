/** The side menu's links, in the spec's order and words (section 2). */
export const MENU_LINKS = [
  { to: '/app-info', label: 'About This App' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/referral', label: 'Referral Link' },
  { to: '/store-credit', label: 'Store Credits' },
  { to: '/community', label: 'Community' },
  { to: '/about', label: 'About Us' },
  { to: '/faq', label: 'FAQs' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy & Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
] as const;
