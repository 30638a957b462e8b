import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { currentLocale, setLocale } from './locale';
import { defineMessages } from './messages';

const english = {
  title: 'Store Credits',
  days: '{count, plural, one {# day} other {# days}}',
};
let italianLoads = 0;
const useMessages = defineMessages(english, {
  it: () => {
    italianLoads += 1;
    return Promise.resolve({
      default: { title: 'Crediti del negozio', days: '{count, plural, one {# giorno} other {# giorni}}' },
    });
  },
  es: () => Promise.reject(new Error('chunk failed')),
});

function Screen({ count }: { count: number }) {
  const t = useMessages();
  return (
    <p>
      {t('title')} / {t('days', { count })}
    </p>
  );
}

const renderScreen = (count: number) =>
  render(
    <Suspense fallback="loading">
      <Screen count={count} />
    </Suspense>,
  );

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('a screen in the page language', () => {
  it('speaks English, the source, at once, with ICU plurals', () => {
    renderScreen(1);
    expect(screen.getByText('Store Credits / 1 day')).toBeInTheDocument();
  });

  it('switches to Italian in one step once its messages are loaded (once), and <html lang> follows', async () => {
    renderScreen(3);
    await act(() => setLocale('it'));
    expect(screen.getByText('Crediti del negozio / 3 giorni')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it-IT');
    await act(() => setLocale('en'));
    await act(() => setLocale('it'));
    expect(italianLoads).toBe(1);
  });

  it('shows the pseudo-locale accented, bracketed and at least 40 % longer, placeholders kept', async () => {
    renderScreen(2);
    await act(() => setLocale('pseudo'));
    const text = screen.getByText(/Šţöŕé Çŕéđîţš/).textContent!;
    expect(text).toMatch(/^⟦Šţöŕé Çŕéđîţš ·{5}⟧ \/ ⟦2 days( ·{1,4})+⟧$/);
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('stays in its language when a translation fails to load, and asks for it again next time', async () => {
    renderScreen(1);
    await expect(setLocale('es')).rejects.toThrow('chunk failed');
    expect(currentLocale()).toBe('en');
    expect(screen.getByText('Store Credits / 1 day')).toBeInTheDocument();
  });
});
