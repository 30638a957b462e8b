import { useId } from 'react';
import styled from 'styled-components';
import type { Eligibility } from '@ciao/contracts';
import { STORE_CREDIT } from '@ciao/contracts/web';
import { formatCiao, formatUsd, usdShortfall } from '@ciao/contracts/money';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, FittedNumber, Notice, Spinner } from '@ciao/ui';
import { Gauge, labelledValueStyles } from '@ciao/ui/controls';
import { REDEEM_STATUS, redeemStatusOf } from './redeem-status';

const MIN_USD = Number(STORE_CREDIT.minUsd);
const MAX_USD = Number(STORE_CREDIT.maxUsd);

const Head = styled(CardHeader)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const GaugeValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  div {
    min-width: 0;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${labelledValueStyles}
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;

const GENERATE_LABEL = 'Generate Store Credit';

/** An unverified account's address and its "Send again" (POST /api/user/{id}/verification-mail). */
export interface AddressToVerify {
  email: string;
  sending: boolean;
  /** What "Send again" answered: the API's message, or why it failed. */
  answer?: { message: string; failed: boolean } | undefined;
  onSendAgain: () => void;
}

export interface CreditProgressCardProps {
  /** undefined while the first reading loads. */
  eligibility: Eligibility | undefined;
  /** The eligibility read failed (it is polled, so it recovers by itself). */
  failed?: boolean;
  generating: boolean;
  onGenerate: () => void;
  /** Present while the account's address is not verified: codes cannot be generated until it is. */
  addressToVerify?: AddressToVerify | undefined;
}

/**
 * The gauge toward $2.50 / $5.00, pending credits in $CIAO and USD, the status badge and Generate.
 * An unverified account sees, before any press, that codes need a verified address, and Generate stays off.
 */
export function CreditProgressCard({
  eligibility,
  failed = false,
  generating,
  onGenerate,
  addressToVerify,
}: CreditProgressCardProps) {
  const titleId = useId();
  const status = eligibility ? redeemStatusOf(eligibility, !addressToVerify) : undefined;
  const value = eligibility ? formatUsd(eligibility.currentValueUsd, 2, 'down') : undefined;

  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <CardTitle as="h2" id={titleId}>
          Your Credits
        </CardTitle>
        {status ? <Badge variant={REDEEM_STATUS[status].variant}>{REDEEM_STATUS[status].badge}</Badge> : null}
      </Head>
      {eligibility === undefined || status === undefined || value === undefined ? (
        failed ? (
          <Body>
            <Notice variant="danger" title="Unable to load your credits">
              Your store credit will show here as soon as it can be read.
            </Notice>
          </Body>
        ) : (
          <Center>
            <Spinner label="Loading your credits" />
          </Center>
        )
      ) : (
        <Body>
          <Gauge
            label="Store credit progress"
            value={Math.min(eligibility.currentValueUsd, MAX_USD)}
            max={MAX_USD}
            valueText={`${value} of ${formatUsd(MAX_USD)}`}
            marks={[
              { value: MIN_USD, label: formatUsd(MIN_USD) },
              { value: MAX_USD, label: formatUsd(MAX_USD) },
            ]}
            tone={REDEEM_STATUS[status].tone}
          >
            <GaugeValue>{value}</GaugeValue>
            <Caption>USD value</Caption>
          </Gauge>
          <Figures>
            <div>
              <dt>Pending rewards</dt>
              <dd>
                <FittedNumber>{formatCiao(eligibility.pendingRewards)}</FittedNumber>
              </dd>
            </div>
            <div>
              <dt>USD value</dt>
              <dd>
                <FittedNumber>{`${value} USD`}</FittedNumber>
              </dd>
            </div>
          </Figures>
          {status === 'belowMinimum' ? (
            <div>
              <Hint>Minimum for discount codes: {formatUsd(STORE_CREDIT.minUsd)} USD</Hint>
              <Hint>
                Need {formatUsd(usdShortfall(eligibility.currentValueUsd, STORE_CREDIT.minUsd), 2, 'up')} more to
                generate codes
              </Hint>
            </div>
          ) : null}
          {status === 'ready' ? <Hint>You can turn your credits into one {value} discount code.</Hint> : null}
          {status === 'unverified' && addressToVerify ? (
            <Notice
              variant={addressToVerify.answer?.failed ? 'danger' : 'warning'}
              role="status"
              title="Verify your e-mail address to generate codes"
              action={
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  loading={addressToVerify.sending}
                  onClick={addressToVerify.onSendAgain}
                >
                  Send again
                </Button>
              }
            >
              Store credit codes need a verified address. Open the link we sent to {addressToVerify.email}.
              {addressToVerify.answer ? <p>{addressToVerify.answer.message}</p> : null}
            </Notice>
          ) : null}
          {status === 'overLimit' ? (
            <Notice variant="warning" title="Over Limit">
              Your credits are worth more than the {formatUsd(STORE_CREDIT.maxUsd)} maximum. Your code will be for{' '}
              {formatUsd(STORE_CREDIT.maxUsd)} and the rest stays pending. Redeem before starting a new mining contract.
            </Notice>
          ) : null}
          <Button
            fullWidth
            size="lg"
            disabled={!eligibility.eligible || status === 'unverified'}
            // disabled by its own press (the code spends the credits): focus stays on it
            focusableWhenDisabled
            loading={generating}
            onClick={onGenerate}
          >
            {generating ? 'Generating...' : GENERATE_LABEL}
          </Button>
          <Hint>
            Codes are single use, worth up to {formatUsd(STORE_CREDIT.maxUsd)} each, and expire after{' '}
            {STORE_CREDIT.codeTtlDays} days.
          </Hint>
        </Body>
      )}
    </Card>
  );
}
