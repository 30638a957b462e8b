import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Overview } from '@ciao/contracts';
import { Button, EmptyState, FailedNotice, InboxIcon, Spinner, Stack, TextField } from '@ciao/ui';
import { AdminFrame, NOT_AUTHORISED_TITLE } from '../../components/admin-frame';
import { Ciao, Usd } from '../../components/amount';
import { OverviewFigure } from './overview-figure';
import { OVERVIEW_CHARTS } from './overview-series';

export const TEXTS = {
  title: 'Overview',
  description: 'What the programme owes now, and how credits and codes moved, day by day (UTC).',
  loading: 'Loading the overview...',
  failed: 'Failed to load the overview',
  empty: 'Nothing happened in this period',
  emptyDescription: 'No credits, codes or accounts on these days. Try another period.',
  notAuthorisedTitle: NOT_AUTHORISED_TITLE,
  notAuthorisedDescription:
    'Only administrators can see the overview. Ask an owner to give your account an admin role.',
} as const;

/** The period asked for, UTC dates (empty: the API's default, the last 30 days). */
export type OverviewPeriod = { from?: string; to?: string };

export type OverviewState =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'not-authorised' }
  | { status: 'ready'; overview: Overview };

export interface OverviewViewProps {
  period: OverviewPeriod;
  onPeriodChange: (period: OverviewPeriod) => void;
  /** Where 'Export CSV' downloads the period's days from. */
  exportHref: string;
  state: OverviewState;
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const PeriodForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  > :last-child {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A share as a percentage, '—' when there was nothing to divide. */
const formatRate = (rate: number | null): string =>
  rate === null ? '—' : `${(rate * 100).toFixed(rate * 100 === Math.round(rate * 100) ? 0 : 1)}%`;

function PeriodPicker({
  period,
  onApply,
  exportHref,
}: {
  period: OverviewPeriod;
  onApply: (period: OverviewPeriod) => void;
  exportHref: string;
}) {
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };
  return (
    <PeriodForm onSubmit={submit} aria-label="Period">
      <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <div>
        <Button type="submit">Show period</Button>
        <Button as="a" href={exportHref} download variant="outline">
          Export CSV
        </Button>
      </div>
    </PeriodForm>
  );
}

function OverviewFigures({ overview }: { overview: Overview }) {
  const { owed, rates } = overview;
  const quiet = overview.days.every((day) =>
    Object.entries(day).every(([key, value]) => key === 'date' || Number(value) === 0),
  );
  return (
    <Stack gap={6}>
      <Stack gap={3}>
        <SectionTitle>Owed now</SectionTitle>
        <Figures>
          <Figure>
            <dt>On balances</dt>
            <dd>
              <Ciao value={owed.balancesCiao} />
            </dd>
          </Figure>
          <Figure>
            <dt>Balances in USD</dt>
            <dd>
              <Usd value={owed.balancesUsd} />
            </dd>
          </Figure>
          <Figure>
            <dt>Active codes</dt>
            <dd>
              <Usd value={owed.activeCodesUsd} />
            </dd>
          </Figure>
          <Figure>
            <dt>Total owed</dt>
            <dd>
              <Usd value={owed.totalUsd} />
            </dd>
          </Figure>
        </Figures>
      </Stack>
      <Stack gap={3}>
        <SectionTitle>
          Rates, {overview.from} to {overview.to}
        </SectionTitle>
        <Figures>
          <Figure>
            <dt>Redemption (codes used / issued)</dt>
            <dd>{formatRate(rates.redemption)}</dd>
          </Figure>
          <Figure>
            <dt>Referral conversion</dt>
            <dd>{formatRate(rates.referralConversion)}</dd>
          </Figure>
          <Figure>
            <dt>Credits from referrals</dt>
            <dd>{formatRate(rates.referralShare)}</dd>
          </Figure>
        </Figures>
      </Stack>
      {quiet ? (
        <EmptyState icon={<InboxIcon />} titleAs="h2" title={TEXTS.empty} description={TEXTS.emptyDescription} />
      ) : (
        <Charts>
          {OVERVIEW_CHARTS.map((spec) => (
            <OverviewFigure key={spec.id} spec={spec} days={overview.days} />
          ))}
        </Charts>
      )}
    </Stack>
  );
}

/** /admin: the programme overview (docs/admin.md, "The programme overview"). */
export function OverviewView({ period, onPeriodChange, exportHref, state }: OverviewViewProps) {
  // The fields show the period the figures are for: the address's, else the API's default one.
  const answered = state.status === 'ready' ? state.overview : undefined;
  const from = period.from ?? answered?.from;
  const to = period.to ?? answered?.to;
  const shown: OverviewPeriod = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return (
    <AdminFrame
      title={TEXTS.title}
      description={TEXTS.description}
      notAuthorised={state.status === 'not-authorised' ? TEXTS.notAuthorisedDescription : undefined}
    >
      <Stack gap={6}>
        {/* Keyed by the period: Back or a shared address refills the fields. */}
        <PeriodPicker
          key={`${shown.from}-${shown.to}`}
          period={shown}
          onApply={onPeriodChange}
          exportHref={exportHref}
        />
        {state.status === 'loading' && <Spinner size="lg" label={TEXTS.loading} />}
        {state.status === 'failed' && <FailedNotice title={TEXTS.failed} onRetry={state.onRetry} />}
        {state.status === 'ready' && <OverviewFigures overview={state.overview} />}
      </Stack>
    </AdminFrame>
  );
}
