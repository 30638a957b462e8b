import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { PRICE, STORE_CREDIT } from '@ciao/contracts/web';
import { formatCiao, formatUsd, isAtLeast, isPositive, usdShortfall, usdToSol } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { Button, Notice } from '@ciao/ui';
import { LabelledValue, ProgressBar, SectionCard, ValueList } from '@ciao/ui/controls';
import { Amounts } from '../../components/amounts';
import { Help } from '../../components/help';
import { useDashboardMessages } from '../../messages';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ClaimCardProps {
  /** Pending $CIAO (rewards/pending). */
  pendingRewards: string | undefined;
  /** Their USD value (store-credit eligibility). */
  valueUsd: number | undefined;
  /** $CIAO already turned into discount codes (claims/total). */
  totalClaimed: string | undefined;
  isOverLimit: boolean;
}

/** Claiming is possible with pending credits worth at least the minimum (spec section 4). */
function canClaim(pendingRewards: string | undefined, valueUsd: number | undefined): boolean {
  return (
    pendingRewards !== undefined &&
    valueUsd !== undefined &&
    isPositive(pendingRewards) &&
    isAtLeast(valueUsd, STORE_CREDIT.minUsd)
  );
}

/** Claim card: pending credits, the $2.50 minimum and a link to /store-credit (it never claims by itself). */
export function ClaimCard({ pendingRewards, valueUsd, totalClaimed, isOverLimit }: ClaimCardProps) {
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());
  const usd = (amount: string, rounding?: 'up') => formatUsd(amount, 2, rounding, locale);
  const title = t('claim.title');
  const help = (
    <Help title={title} example={t('claim.helpExample')}>
      {t('claim.help')}
    </Help>
  );
  const claimable = canClaim(pendingRewards, valueUsd);
  const shortfall = valueUsd === undefined ? '0' : usdShortfall(valueUsd, STORE_CREDIT.minUsd);
  const percentOfMinimum = valueUsd === undefined ? 0 : (valueUsd / Number(STORE_CREDIT.minUsd)) * 100;

  return (
    <SectionCard
      title={title}
      help={help}
      footer={
        <Button as={Link} to="/store-credit" fullWidth variant={claimable ? 'primary' : 'outline'}>
          {claimable ? t('claim.claim') : t('claim.goToStoreCredits')}
        </Button>
      }
    >
      <Body>
        <ValueList>
          <LabelledValue label={t('claim.pendingCredits')}>
            {pendingRewards !== undefined && valueUsd !== undefined ? (
              <Amounts ciao={pendingRewards} usd={valueUsd} sol={usdToSol(valueUsd, PRICE.solUsd)} />
            ) : (
              '…'
            )}
          </LabelledValue>
          <LabelledValue label={t('claim.totalClaimed')}>
            {totalClaimed !== undefined ? formatCiao(totalClaimed, 2, locale) : '…'}
          </LabelledValue>
        </ValueList>
        <ProgressBar label={t('claim.progress')} value={percentOfMinimum} tone={claimable ? 'success' : 'primary'} />
        <Small>{t('claim.minimum', { amount: usd(STORE_CREDIT.minUsd) })}</Small>
        {isPositive(shortfall) ? <Small>{t('claim.shortfall', { amount: usd(shortfall, 'up') })}</Small> : null}
        {isOverLimit ? (
          <Notice variant="warning" title={t('claim.overLimit')}>
            {t('claim.overLimitDescription', { amount: usd(STORE_CREDIT.maxUsd) })}
          </Notice>
        ) : null}
      </Body>
    </SectionCard>
  );
}
