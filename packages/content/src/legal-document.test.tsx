import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '@ciao/ui';
import { LegalDocument } from './legal-document';
import { plainText, type LegalText } from './legal-text';
import { privacyPolicy } from './privacy-policy';
import { termsAndConditions } from './terms-and-conditions';

const sample: LegalText = {
  title: 'Sample',
  lastUpdated: 'November 2025',
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
    expect(termsAndConditions.lastUpdated).toBe('November 2025');
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
