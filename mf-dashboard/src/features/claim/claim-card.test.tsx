import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { setLocale } from '@ciao/shell';
import { renderWithShell } from '@ciao/shell/testing';
import { ClaimCard } from './claim-card';

afterEach(async () => {
  await act(() => setLocale('en'));
});

const renderClaim = () =>
  renderWithShell(
    <Suspense fallback="loading">
      <ClaimCard pendingRewards="1234567.891" valueUsd={1.2} totalClaimed="0" isOverLimit />
    </Suspense>,
  );

it('reads as the spec writes it in English', () => {
  renderClaim();
  expect(screen.getByText('1,234,567.89 $CIAO')).toBeInTheDocument();
  expect(screen.getByText('Minimum for discount codes: $2.50 USD')).toBeInTheDocument();
  expect(screen.getByText('Need $1.30 more to generate codes')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Store Credits' })).toBeInTheDocument();
});

it('speaks Italian with Italian separators once the page does', async () => {
  renderClaim();
  await act(() => setLocale('it'));
  expect(screen.getByText('1.234.567,89 $CIAO')).toBeInTheDocument();
  expect(screen.getByText('Minimo per i codici sconto: $2,50 USD')).toBeInTheDocument();
  expect(screen.getByText('Mancano $1,30 per generare codici')).toBeInTheDocument();
  expect(screen.getByText('Oltre il limite')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Vai a Crediti del negozio' })).toBeInTheDocument();
});

it('speaks Spanish', async () => {
  renderClaim();
  await act(() => setLocale('es'));
  expect(screen.getByText('Faltan $1,30 para generar códigos')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ayuda: Canjear créditos' })).toBeInTheDocument();
});
