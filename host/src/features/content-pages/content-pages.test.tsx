import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { EXTERNAL_LINKS } from '@ciao/content';
import { setLocale } from '@ciao/shell';
import { aSessionUser, sessionReplies } from '@ciao/shell/testing';
import { HOST_PAGE_PATHS } from '@ciao/contracts';
import { renderApp } from '../../testing/render-app';
import { CONTENT_PAGES } from './content-pages';

const api = useTestApi({ 'GET /api/auth/session': sessionReplies.signedIn() });
beforeEach(() => {
  api.route('GET /api/price/ciao', { status: 503, json: { message: 'Market data unavailable' } });
});

it("when the release gate keeps declared screens off the host's pages, then it knows every content page", () => {
  expect(HOST_PAGE_PATHS).toEqual(expect.arrayContaining(CONTENT_PAGES.map(({ path }) => path)));
});

async function openPage(route: string, title: string) {
  renderApp(route);
  await screen.findByRole('heading', { level: 1, name: title });
  return screen.getByRole('main');
}

it.each([
  ['/app-info', 'About This App'],
  ['/community', 'Community'],
  ['/about', 'About Us'],
  ['/faq', 'FAQs'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy & Policy'],
  ['/terms', 'Terms and Conditions'],
])('%s is a host page titled "%s" with a back button and the footer', async (route, title) => {
  renderApp(route);

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');

  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('Version 0.0.0-test');
  expect(footer).toHaveTextContent('© 2025');
  expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  expect(within(footer).getByRole('link', { name: 'Privacy & Policy' })).toHaveAttribute('href', '/privacy');
});

it('the back button returns to the dashboard', async () => {
  await openPage('/about', 'About Us');

  await userEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));

  expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

it('/app-info says it is an educational simulation of virtual tokens, for adults, within the law', async () => {
  const main = await openPage('/app-info', 'About This App');

  expect(
    within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual([
    'What this app is',
    'Tokens are virtual',
    'Credits convert to discount codes',
    'Legal compliance',
    'For adults (18+)',
  ]);
  expect(main).toHaveTextContent(
    '$CIAO MINING is an educational simulation. No real cryptocurrency is mined or earned',
  );
  expect(main).toHaveTextContent('virtual tokens with no real-world value');
  expect(main).toHaveTextContent(
    'Once they are worth at least $2.50 USD, you can turn them into a single-use code worth up to $5.00 USD',
  );
  expect(main).toHaveTextContent('only for people aged 18 or over');
  expect(within(main).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
});

it('/about explains who we are and how it works, and links to contact, FAQs and community', async () => {
  const main = await openPage('/about', 'About Us');

  expect(within(main).getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
  expect(main).toHaveTextContent('Start a simulated mining contract of 1 to 24 hours');
  expect(main).toHaveTextContent('you both receive $5 USD in $CIAO after their first completed mining');
  expect(within(main).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  expect(within(main).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
  expect(within(main).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
});

it('/contact gives the support e-mail, hours 24/7, a response within 24-48 hours and the official channels', async () => {
  const main = await openPage('/contact', 'Contact');

  const email = within(main).getByRole('link', { name: `E-mail support ${EXTERNAL_LINKS.supportEmail}` });
  expect(email).toHaveAttribute('href', `mailto:${EXTERNAL_LINKS.supportEmail}`);
  expect(email).not.toHaveAttribute('target');
  const facts = within(main)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(facts).toEqual([
    ['Support hours', '24/7'],
    ['Response time', '24-48 hours'],
  ]);
  const channels = within(within(main).getByRole('list', { name: 'Official channels' })).getAllByRole('link');
  expect(channels.map((link) => link.getAttribute('href'))).toEqual([
    EXTERNAL_LINKS.officialSite,
    EXTERNAL_LINKS.xAccount,
    EXTERNAL_LINKS.videoChannel,
  ]);
  for (const link of channels) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

it('/community opens the official website, X account and video channel in a new tab and warns to verify links', async () => {
  const main = await openPage('/community', 'Community');

  const expected: [RegExp, string][] = [
    [/^Official website/, EXTERNAL_LINKS.officialSite],
    [/^X \(Twitter\)/, EXTERNAL_LINKS.xAccount],
    [/^Video channel/, EXTERNAL_LINKS.videoChannel],
  ];
  for (const [name, href] of expected) {
    const link = within(main).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
  }
  const warning = within(main).getByRole('note');
  expect(warning).toHaveTextContent('Verify official links');
  expect(warning).toHaveTextContent('Only trust the links on this page.');
});

describe('/faq', () => {
  it('was last updated in July 2025, answers by topic and links to the terms, the privacy policy and contact', async () => {
    const main = await openPage('/faq', 'FAQs');

    expect(main).toHaveTextContent('Last updated: July 2025');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      '$CIAO price (USD)',
      'The simulation',
      'Credits and discount codes',
      'Referrals',
      'Your account',
      'Support',
      'Still have questions?',
    ]);
    const help = within(main).getByRole('heading', { level: 2, name: 'Still have questions?' }).closest('section');
    expect(
      within(help as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/terms', '/privacy', '/contact']);
  });

  it('opens an answer from its question', async () => {
    const main = await openPage('/faq', 'FAQs');
    const question = within(main).getByText('Do I earn real cryptocurrency?');
    const answer = within(main).getByText(/They cannot be withdrawn, sold or exchanged for money/);
    expect(answer).not.toBeVisible();

    await userEvent.click(question);

    expect(answer).toBeVisible();
  });

  it('shows the live price with 10 decimals, green with its change when change24h is zero or more', async () => {
    api.route('GET /api/price/ciao', {
      json: { price: 0.00000512345678, change24h: 0, marketCap: 5_100_000, volume24h: 120_000 },
    });
    await openPage('/faq', 'FAQs');

    const price = await screen.findByTestId('faq-price');
    expect(await within(price).findByText('+0.00% (24h)')).toBeInTheDocument();
    expect(price).toHaveTextContent('$0.0000051235');
    expect(price).toHaveAttribute('data-trend', 'up');
    expect(screen.getByText('Live price, updated every 3 seconds.')).toBeInTheDocument();
  });

  it('is red when change24h is below zero', async () => {
    api.route('GET /api/price/ciao', {
      json: { price: 0.0000029, change24h: -4.256, marketCap: 2_900_000, volume24h: 80_000 },
    });
    await openPage('/faq', 'FAQs');

    const price = await screen.findByTestId('faq-price');
    expect(await within(price).findByText('-4.26% (24h)')).toBeInTheDocument();
    expect(price).toHaveTextContent('$0.0000029000');
    expect(price).toHaveAttribute('data-trend', 'down');
  });

  it('falls back to 0.0000034747 when the price cannot be read', async () => {
    await openPage('/faq', 'FAQs');

    expect(
      await screen.findByText('The live price is unavailable right now: showing the reference price.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('faq-price')).toHaveTextContent(/^\$0\.0000034747$/);
  });
});

it('/terms shows the Terms and Conditions of November 2025 in sections', async () => {
  renderApp('/terms');

  expect(await screen.findByText('Last updated: November 2025')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '1. An educational simulation' })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 2, name: '4. One account per user and per IP address' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/virtual tokens with no real-world value/)).toBeInTheDocument();
});

it('/privacy shows the policy and its links to /terms and /faq move inside the app', async () => {
  renderApp('/privacy');

  expect(await screen.findByRole('heading', { level: 2, name: '6. How long we keep it' })).toBeInTheDocument();
  expect(screen.getByText('Logs: 2 years.')).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
  expect(within(main).getByRole('link', { name: 'https://lite.ip2location.com' })).toHaveAttribute('target', '_blank');

  await userEvent.click(within(main).getByRole('link', { name: 'Terms and Conditions' }));

  expect(screen.getByTestId('location')).toHaveTextContent('/terms');
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
});

describe('in Italian', () => {
  beforeEach(() => api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser({ language: 'it' }))));
  afterEach(() => act(() => setLocale('en')));

  it('/faq shows its topics, answers, figures, price and month in Italian', async () => {
    const main = await openPage('/faq', 'Domande frequenti');

    expect(main).toHaveTextContent('Ultimo aggiornamento: luglio 2025');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Prezzo di $CIAO (USD)',
      'La simulazione',
      'Crediti e codici sconto',
      'Inviti',
      'Il tuo account',
      'Assistenza',
      'Hai ancora domande?',
    ]);
    expect(await within(main).findByText(/^Il prezzo in tempo reale non è disponibile/)).toBeInTheDocument();
    expect(screen.getByTestId('faq-price')).toHaveTextContent(/^\$0,0000034747$/);
    expect(within(main).getByText('3 ore (Fast): 1,75x, valore $0,05 USD')).toBeInTheDocument();
    expect(within(main).getByText('1 ora (Lightning): 2x, valore $0,06 USD')).toBeInTheDocument();
    expect(within(main).getByText('E se i miei crediti valgono più di $5,00?')).toBeInTheDocument();
    const answer = within(main).getByText(/L'assistenza è disponibile 24\/7 e rispondiamo entro 24-48 ore\./);
    expect(within(answer).getByRole('link', { name: 'Contatti' })).toHaveAttribute('href', '/contact');
  });

  it('/contact names its facts and channels in Italian', async () => {
    const main = await openPage('/contact', 'Contatti');

    const facts = within(main)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["Orari dell'assistenza", '24/7'],
      ['Tempi di risposta', '24-48 ore'],
    ]);
    const channels = within(within(main).getByRole('list', { name: 'Canali ufficiali' })).getAllByRole('link');
    expect(channels[0]).toHaveAccessibleName(
      expect.stringMatching(/^Sito ufficiale.*\(si apre in una nuova scheda\)$/),
    );
  });
});
