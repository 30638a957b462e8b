import { act, render, renderHook, screen, within } from '@testing-library/react';
import { setLocale } from '@ciao/shell';
import { UiProvider } from '@ciao/ui';
import { LegalDocument } from './legal-document';
import { plainText, type LegalText } from './legal-text';
import { usePrivacyPolicy } from './privacy-policy';
import { useTermsAndConditions } from './terms-and-conditions';

const termsAndConditions = renderHook(() => useTermsAndConditions()).result.current;
const privacyPolicy = renderHook(() => usePrivacyPolicy()).result.current;

const sample: LegalText = {
  title: 'Sample',
  lastUpdated: '2025-11',
  intro: ['Read this first.'],
  sections: [
    { heading: '1. Lists', blocks: [{ list: ['One', 'Two'] }] },
    {
      heading: '2. Links',
      blocks: [
        [
          'See the ',
          { text: 'terms', href: '/terms' },
          ' and ',
          { text: 'the source', href: 'https://example.com/source' },
          '.',
        ],
      ],
    },
  ],
};

function renderDocument(ui: React.ReactElement) {
  return render(<UiProvider>{ui}</UiProvider>);
}

it('renders the last-updated line, the introduction and each section under a heading', () => {
  renderDocument(<LegalDocument text={sample} />);

  expect(screen.getByText('Last updated: November 2025')).toBeInTheDocument();
  expect(screen.getByText('Read this first.')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['1. Lists', '2. Links']);
  expect(
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['One', 'Two']);
});

it('app links go through renderLink; external links open in a new tab', () => {
  renderDocument(
    <LegalDocument
      text={sample}
      headingLevel={3}
      renderLink={(link) => <button type="button">{`${link.text} (${link.href})`}</button>}
    />,
  );

  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'terms (/terms)' })).toBeInTheDocument();
  const external = screen.getByRole('link', { name: 'the source' });
  expect(external).toHaveAttribute('href', 'https://example.com/source');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
});

it('without renderLink, app links are plain anchors', () => {
  renderDocument(<LegalDocument text={sample} />);

  expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
});

describe('the Terms and Conditions', () => {
  const text = plainText(termsAndConditions);

  it('were last updated in November 2025', () => {
    expect(termsAndConditions.lastUpdated).toBe('2025-11');
  });

  it.each([
    'educational simulation',
    'virtual tokens with no real-world value',
    'at least 18 years old',
    'higher minimum age',
    'one account per user and per IP address',
    'permanently lose the right to referral rewards',
    'single-use and can be used only at our own official online store',
    'No real mining takes place',
    'irreversible',
    'pending rewards and store credits',
    'Liability',
    'Changes to these terms',
  ])('say "%s"', (phrase) => {
    expect(text.toLowerCase()).toContain(phrase.toLowerCase());
  });
});

describe('the Privacy & Policy', () => {
  const text = plainText(privacyPolicy);

  it.each([
    'e-mail address',
    'name',
    'nickname',
    'profile image',
    'date of birth',
    'country',
    'IP address, used for fraud prevention',
    'Account and age verification data: 7 years.',
    'Transactions (mining contracts, credits, discount codes and their use): 10 years.',
    'Logs: 2 years.',
    'within 72 hours',
    'up to 30 days',
    'This site or product includes IP2Location LITE data available from https://lite.ip2location.com',
  ])('says "%s"', (phrase) => {
    expect(text).toContain(phrase);
  });

  it('links to the terms and the FAQs', () => {
    const links = privacyPolicy.sections.flatMap((s) =>
      s.blocks.flatMap((b) => (Array.isArray(b) ? b.filter((r) => typeof r !== 'string') : [])),
    );
    expect(links.map((l) => typeof l !== 'string' && l.href)).toEqual(expect.arrayContaining(['/terms', '/faq']));
  });
});

describe('in Italian', () => {
  afterEach(() => act(() => setLocale('en')));

  it('the terms keep their sections, lists and links, in Italian words, with the month in Italian', async () => {
    function Terms() {
      return <LegalDocument text={useTermsAndConditions()} />;
    }
    renderDocument(<Terms />);
    await act(() => setLocale('it'));

    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByText('Ultimo aggiornamento: novembre 2025')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(12);
    expect(headings[0]).toBe('1. Una simulazione educativa');
    expect(headings[3]).toBe('4. Un account per utente e per indirizzo IP');
    expect(screen.getByText(/Quando i tuoi crediti valgono almeno \$2,50 USD/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Informativa sulla privacy' })[0]).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Domande frequenti' })).toHaveAttribute('href', '/faq');
  });

  it('the privacy policy counts its years in Spanish', async () => {
    function Privacy() {
      return <LegalDocument text={usePrivacyPolicy()} />;
    }
    renderDocument(<Privacy />);
    await act(() => setLocale('es'));

    expect(screen.getByText('Registros de actividad: 2 años.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://lite.ip2location.com' })).toHaveAttribute('target', '_blank');
  });
});
