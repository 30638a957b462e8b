import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { PRICE, STORE_CREDIT } from '@ciao/contracts/web';
import { formatCiao, formatUsd, isAtLeast, isPositive, usdShortfall, usdToSol } from '@ciao/contracts/money';
import { Button, Notice } from '@ciao/ui';
import { LabelledValue, ProgressBar, SectionCard, ValueList } from '@ciao/ui/controls';
import { Amounts } from '../../components/amounts';
import { Help } from '../../components/help';

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

const title = 'Claim Credits';

const help = (
  <Help title={title} example="Credits worth $3.10 USD can become one $3.10 discount code; $5.00 is the most per code.">
    Pending credits become single-use discount codes for the ecosystem store on the Store Credits page, once they are
    worth at least $2.50 USD.
  </Help>
);

/** Claim card: pending credits, the $2.50 minimum and a link to /store-credit (it never claims by itself). */
export function ClaimCard({ pendingRewards, valueUsd, totalClaimed, isOverLimit }: ClaimCardProps) {
  const claimable = canClaim(pendingRewards, valueUsd);
  const shortfall = valueUsd === undefined ? '0' : usdShortfall(valueUsd, STORE_CREDIT.minUsd);
  const percentOfMinimum = valueUsd === undefined ? 0 : (valueUsd / Number(STORE_CREDIT.minUsd)) * 100;

  return (
    <SectionCard
      title={title}
      help={help}
      footer={
        <Button as={Link} to="/store-credit" fullWidth variant={claimable ? 'primary' : 'outline'}>
          {claimable ? 'Claim Your Credits' : 'Go to Store Credits'}
        </Button>
      }
    >
      <Body>
        <ValueList>
          <LabelledValue label="Pending credits">
            {pendingRewards !== undefined && valueUsd !== undefined ? (
              <Amounts ciao={pendingRewards} usd={valueUsd} sol={usdToSol(valueUsd, PRICE.solUsd)} />
            ) : (
              '…'
            )}
          </LabelledValue>
          <LabelledValue label="Total claimed">
            {totalClaimed !== undefined ? formatCiao(totalClaimed) : '…'}
          </LabelledValue>
        </ValueList>
        <ProgressBar
          label="Progress to the discount-code minimum"
          value={percentOfMinimum}
          tone={claimable ? 'success' : 'primary'}
        />
        <Small>Minimum for discount codes: {formatUsd(STORE_CREDIT.minUsd)} USD</Small>
        {isPositive(shortfall) ? <Small>Need {formatUsd(shortfall, 2, 'up')} more to generate codes</Small> : null}
        {isOverLimit ? (
          <Notice variant="warning" title="Over Limit">
            Your credits are worth more than {formatUsd(STORE_CREDIT.maxUsd)} USD. Redeem them before starting a new
            mining contract.
          </Notice>
        ) : null}
      </Body>
    </SectionCard>
  );
}
