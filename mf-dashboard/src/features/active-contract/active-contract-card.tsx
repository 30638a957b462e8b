import { useId } from 'react';
import styled from 'styled-components';
import type { Contract, ContractProgress } from '@ciao/contracts';
import { miningDuration, PRICE } from '@ciao/contracts/web';
import { ciaoToUsd, formatAmount, usdToSol } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { EmptyState } from '@ciao/ui';
import { LabelledValue, ProgressBar, SectionCard, ValueList } from '@ciao/ui/controls';
import { Amounts } from '../../components/amounts';
import { Help } from '../../components/help';
import { formatDateTime } from '../../components/contract-text';
import { formatCountdown, remainingSimulations, totalSimulations } from './countdown';
import { useCountdown } from './use-countdown';
import { useDashboardMessages } from '../../messages';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Timer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

const TimerLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The page's font with tabular figures, not the monospace stack: the digits keep their width as
// they tick, and the dashboard's first layout loads no second typeface (docs/front-end.md).
const TimerValue = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export interface ActiveContractCardProps {
  /** The running contract, or null when none runs. */
  contract: Contract | null;
  /** The latest progress reading of that contract (undefined before the first one). */
  progress: ContractProgress | undefined;
  /** When that reading arrived: every new reading resets the countdown. */
  progressReadAt: number;
}

/** Active contract card: countdown, progress bar, simulations left and rewards; or 'No Active Credit Mining'. */
export function ActiveContractCard({ contract, progress, progressReadAt }: ActiveContractCardProps) {
  const t = useDashboardMessages();
  const title = t('active.title');
  const help = (
    <Help title={title} example={t('active.helpExample')}>
      {t('active.help')}
    </Help>
  );
  return (
    <SectionCard title={title} help={help}>
      {contract ? (
        <RunningContract key={contract.id} contract={contract} progress={progress} progressReadAt={progressReadAt} />
      ) : (
        <EmptyState titleAs="p" title={t('active.emptyTitle')} description={t('active.emptyDescription')} />
      )}
    </SectionCard>
  );
}

/** The active card's own fixed readings (spec section 9): 3.4747e-9 USD per $CIAO, 140 USD per SOL. */
function rewardAmounts(ciao: string) {
  const usd = ciaoToUsd(ciao, PRICE.activeCardCiaoUsd);
  return { ciao, usd, sol: usdToSol(usd, PRICE.activeCardSolUsd) };
}

/** The time left: its own component, so the tick every second renders this text and nothing else. */
function Countdown({
  serverRemainingMs,
  readAt,
  labelledBy,
}: {
  serverRemainingMs: number | undefined;
  readAt: number;
  labelledBy: string;
}) {
  const remaining = useCountdown(serverRemainingMs, readAt);
  return (
    <TimerValue role="timer" aria-labelledby={labelledBy}>
      {remaining === undefined ? '--:--:--' : formatCountdown(remaining)}
    </TimerValue>
  );
}

function RunningContract({
  contract,
  progress,
  progressReadAt,
}: { contract: Contract } & Omit<ActiveContractCardProps, 'contract'>) {
  const percent = progress?.progress ?? 0;
  const label = miningDuration(contract.duration)?.label;
  const timerLabelId = useId();
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());

  return (
    <Body>
      <Heading>
        {t('active.heading', {
          hours: contract.duration,
          label: label ?? '',
          started: formatDateTime(contract.startTime, locale),
        })}
      </Heading>
      <Timer>
        <TimerLabel id={timerLabelId}>{t('active.timeRemaining')}</TimerLabel>
        <Countdown serverRemainingMs={progress?.timeRemaining} readAt={progressReadAt} labelledBy={timerLabelId} />
      </Timer>
      <ProgressBar label={t('active.progress')} value={percent} showValue />
      <ValueList>
        <LabelledValue label={t('active.simulationsRemaining')}>
          {t('active.remainingOfTotal', {
            remaining: formatAmount(remainingSimulations(contract.duration, percent), 0, 'half-up', locale),
            total: formatAmount(totalSimulations(contract.duration), 0, 'half-up', locale),
          })}
        </LabelledValue>
        <LabelledValue label={t('active.creditsSoFar')}>
          {progress ? <Amounts {...rewardAmounts(progress.currentReward)} usdDecimals={6} /> : '…'}
        </LabelledValue>
        <LabelledValue label={t('active.expectedReward')}>
          <Amounts {...rewardAmounts(contract.expectedReward)} usdDecimals={6} />
        </LabelledValue>
      </ValueList>
    </Body>
  );
}
