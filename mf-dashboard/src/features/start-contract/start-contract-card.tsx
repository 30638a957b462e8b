import { useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_MINING_HOURS,
  miningDuration,
  PRICE,
  type MiningDuration,
  type MiningHours,
} from '@ciao/contracts/web';
import { formatUsdPrice, netCiaoReward, netUsdValue, usdToSol } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { Button } from '@ciao/ui';
import { Amounts } from '../../components/amounts';
import { Help } from '../../components/help';
import { SectionCard } from '@ciao/ui/controls';
import { DurationPicker } from './duration-picker';
import { useDashboardMessages } from '../../messages';
import { isStartButtonDisabled, startButtonLabel } from './start-button';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Net = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface StartContractCardProps {
  /** The current $CIAO price in USD; undefined while unknown (the start card's fallback applies). */
  price: number | undefined;
  hasActive: boolean;
  isOverLimit: boolean;
  /** The start request is under way. */
  pending: boolean;
  /** miningRate: the net $CIAO as a decimal string. */
  onStart: (duration: MiningDuration, miningRate: string) => void;
}

/** Start card: the six durations, the net $CIAO after the fee, and the start button. */
export function StartContractCard({ price, hasActive, isOverLimit, pending, onStart }: StartContractCardProps) {
  const [hours, setHours] = useState<MiningHours>(DEFAULT_MINING_HOURS);
  const duration = miningDuration(hours) ?? miningDuration(DEFAULT_MINING_HOURS)!;
  const priceUsd = price ?? PRICE.startCardFallbackUsd;
  const netCiao = netCiaoReward(duration.usdValue, priceUsd);
  const netUsd = netUsdValue(duration.usdValue);
  const state = { pending, hasActive, isOverLimit, hours };
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());
  const label = startButtonLabel(state);
  const title = t('start.title');
  const help = (
    <Help title={title} example={t('start.helpExample')}>
      {t('start.help')}
    </Help>
  );

  return (
    <SectionCard title={title} help={help}>
      <Body>
        <DurationPicker value={hours} onChange={setHours} disabled={pending} />
        <Net role="group" aria-label={t('start.youReceive')}>
          <Small>{t('start.afterFee')}</Small>
          <Amounts ciao={netCiao} usd={netUsd} sol={usdToSol(netUsd, PRICE.solUsd)} usdDecimals={3} />
          <Small>
            {t(price === undefined ? 'start.atReferencePrice' : 'start.atPrice', {
              price: formatUsdPrice(priceUsd, 10, locale),
            })}
          </Small>
        </Net>
        <Button
          fullWidth
          size="lg"
          loading={pending}
          disabled={isStartButtonDisabled(state)}
          // disabled by its own press (the start): focus stays on it rather than dropping to the page
          focusableWhenDisabled
          onClick={() => onStart(duration, netCiao)}
        >
          {t(label.key, label.values)}
        </Button>
      </Body>
    </SectionCard>
  );
}
