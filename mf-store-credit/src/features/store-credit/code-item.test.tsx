import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import type { StoreCreditCode } from '@ciao/contracts';
import { setLocale } from '@ciao/shell';
import { renderWithShell } from '@ciao/shell/testing';
import { CodeItem } from './code-item';

afterEach(async () => {
  await act(() => setLocale('en'));
});

const now = new Date('2026-02-10T12:00:00Z');
const code = (expiresAt: string): StoreCreditCode => ({
  id: 'c1',
  code: 'CIAO-ABC123-XYZ789',
  amountUsd: '1234.5',
  status: 'active',
  generatedAt: '2026-01-14T12:00:00Z',
  expiresAt,
  usedAt: null,
  ciaomarketsOrderId: null,
});

const renderCode = (expiresAt: string) =>
  renderWithShell(
    <Suspense fallback="loading">
      <CodeItem code={code(expiresAt)} now={now} onCopy={() => Promise.resolve()} />
    </Suspense>,
  );

it('counts the time left with the plural of each language', async () => {
  renderCode('2026-02-12T13:00:00Z');
  expect(screen.getByText(/· 2 days left$/)).toBeInTheDocument();
  expect(screen.getByText('$1,234.50')).toBeInTheDocument();

  await act(() => setLocale('it'));
  expect(screen.getByText('Scade il 12 feb 2026 · Mancano 2 giorni')).toBeInTheDocument();
  expect(screen.getByText('$1.234,50')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copia CIAO-ABC123-XYZ789' })).toBeInTheDocument();

  await act(() => setLocale('es'));
  expect(screen.getByText(/· Quedan 2 días$/)).toBeInTheDocument();
});

it('says one day, one hour, in the singular', async () => {
  renderCode('2026-02-11T13:00:00Z');
  await act(() => setLocale('es'));
  expect(screen.getByText(/· Queda 1 día$/)).toBeInTheDocument();
});
