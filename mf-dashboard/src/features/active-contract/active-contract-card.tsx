import { useId } from 'react';
import styled from 'styled-components';
import type { Contract, ContractProgress } from '@ciao/contracts';
import { miningDuration, PRICE } from '@ciao/contracts/web';
import { ciaoToUsd, formatAmount, usdToSol } from '@ciao/contracts/money';
import { EmptyState } from '@ciao/ui';
import { LabelledValue, ProgressBar, SectionCard, ValueList } from '@ciao/ui/controls';
import { Amounts } from '../../components/amounts';
import { Help } from '../../components/help';
import { formatDateTime } from '../../components/contract-text';
import { formatCountdown, remainingSimulations, totalSimulations } from './countdown';
import { useCountdown } from './use-countdown';

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

const title = 'Active Credit Mining';

const help = (
  <Help
    title={title}
    example="A 1h Lightning simulation shows 01:00:00 at the start and finishes on its own at 00:00:00."
  >
    Your running simulation: the time left, how far it has come and the credits gathered so far. It runs on the server,
    cannot be stopped early and completes by itself.
  </Help>
);

/** Active contract card: countdown, progress bar, simulations left and rewards; or 'No Active Credit Mining'. */
export function ActiveContractCard({ contract, progress, progressReadAt }: ActiveContractCardProps) {
  return (
    <SectionCard title={title} help={help}>
      {contract ? (
        <RunningContract key={contract.id} contract={contract} progress={progress} progressReadAt={progressReadAt} />
      ) : (
        <EmptyState
          titleAs="p"
          title="No Active Credit Mining"
          description="Choose a duration below and start an educational simulation to earn virtual $CIAO credits."
        />
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

  return (
    <Body>
      <Heading>
        {contract.duration}h {label} simulation · started {formatDateTime(contract.startTime)}
      </Heading>
      <Timer>
        <TimerLabel id={timerLabelId}>Time remaining</TimerLabel>
        <Countdown serverRemainingMs={progress?.timeRemaining} readAt={progressReadAt} labelledBy={timerLabelId} />
      </Timer>
      <ProgressBar label="Simulation progress" value={percent} showValue />
      <ValueList>
        <LabelledValue label="Simulations remaining">
          {formatAmount(remainingSimulations(contract.duration, percent), 0)} of{' '}
          {formatAmount(totalSimulations(contract.duration), 0)}
        </LabelledValue>
        <LabelledValue label="Credits so far">
          {progress ? <Amounts {...rewardAmounts(progress.currentReward)} usdDecimals={6} /> : '…'}
        </LabelledValue>
        <LabelledValue label="Expected reward">
          <Amounts {...rewardAmounts(contract.expectedReward)} usdDecimals={6} />
        </LabelledValue>
      </ValueList>
    </Body>
  );
}
