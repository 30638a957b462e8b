import {
  DEFAULT_EXTERNAL_LINKS,
  EXTERNAL_LINKS,
  displayAddress,
  handleOf,
  resolveExternalLinks,
} from './external-links';

it('without configuration, every link is its default', () => {
  expect(resolveExternalLinks()).toEqual(DEFAULT_EXTERNAL_LINKS);
  expect(EXTERNAL_LINKS).toEqual(DEFAULT_EXTERNAL_LINKS);
});

it('when CIAO_LINK_* variables are set, they replace their links and leave the others', () => {
  const links = resolveExternalLinks({
    CIAO_LINK_OFFICIAL_SITE: ' https://ciao.example.org ',
    CIAO_LINK_DEX_PAGE: 'https://dex.example.org/ciao',
    CIAO_LINK_SUPPORT_EMAIL: 'help@ciao.example.org',
  });

  expect(links).toEqual({
    ...DEFAULT_EXTERNAL_LINKS,
    officialSite: 'https://ciao.example.org',
    dexPage: 'https://dex.example.org/ciao',
    supportEmail: 'help@ciao.example.org',
  });
});

it('when a variable is empty, not an address or unknown, then the default stays', () => {
  const links = resolveExternalLinks({
    CIAO_LINK_STORE: '',
    CIAO_LINK_X_ACCOUNT: 'javascript:alert(1)',
    CIAO_LINK_VIDEO_CHANNEL: 'not a url',
    CIAO_LINK_SUPPORT_EMAIL: 'https://not-an-email.example.org',
    CIAO_LINK_SOMETHING_ELSE: 'https://example.org',
  });

  expect(links).toEqual(DEFAULT_EXTERNAL_LINKS);
});

it('every default is an https address, and the support address an e-mail', () => {
  const { supportEmail, ...pages } = DEFAULT_EXTERNAL_LINKS;
  for (const url of Object.values(pages)) expect(new URL(url).protocol).toBe('https:');
  expect(supportEmail).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
});

it('reads addresses the way the pages show them', () => {
  expect(displayAddress('https://www.youtube.com/@ciaomarkets')).toBe('youtube.com/@ciaomarkets');
  expect(displayAddress('https://ciaomarkets.com/')).toBe('ciaomarkets.com');
  expect(handleOf('https://x.com/ciaomarkets')).toBe('@ciaomarkets');
  expect(handleOf('https://www.youtube.com/@ciaomarkets')).toBe('@ciaomarkets');
});
