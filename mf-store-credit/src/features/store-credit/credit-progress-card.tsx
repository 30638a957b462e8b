import { useId } from 'react';
import styled from 'styled-components';
import type { Eligibility } from '@ciao/contracts';
import { STORE_CREDIT } from '@ciao/contracts/web';
import { formatCiao, formatUsd, usdShortfall, type Amount, type RoundingMode } from '@ciao/contracts/money';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, FittedNumber, Notice, Spinner } from '@ciao/ui';
import { Gauge, labelledValueStyles } from '@ciao/ui/controls';
import { localeTag, useLocale } from '@ciao/shell';
import { useStoreCreditMessages } from '../../messages';
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
  const t = useStoreCreditMessages();
  const locale = localeTag(useLocale());
  const usd = (amount: Amount, rounding?: RoundingMode) => formatUsd(amount, 2, rounding, locale);
  const max = usd(STORE_CREDIT.maxUsd);
  const status = eligibility ? redeemStatusOf(eligibility, !addressToVerify) : undefined;
  const value = eligibility ? usd(eligibility.currentValueUsd, 'down') : undefined;

  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <CardTitle as="h2" id={titleId}>
          {t('credits.title')}
        </CardTitle>
        {status ? <Badge variant={REDEEM_STATUS[status].variant}>{t(REDEEM_STATUS[status].badge)}</Badge> : null}
      </Head>
      {eligibility === undefined || status === undefined || value === undefined ? (
        failed ? (
          <Body>
            <Notice variant="danger" title={t('credits.failedTitle')}>
              {t('credits.failed')}
            </Notice>
          </Body>
        ) : (
          <Center>
            <Spinner label={t('credits.loading')} />
          </Center>
        )
      ) : (
        <Body>
          <Gauge
            label={t('credits.gauge')}
            value={Math.min(eligibility.currentValueUsd, MAX_USD)}
            max={MAX_USD}
            valueText={t('credits.gaugeValue', { value, max })}
            marks={[
              { value: MIN_USD, label: usd(MIN_USD) },
              { value: MAX_USD, label: max },
            ]}
            tone={REDEEM_STATUS[status].tone}
          >
            <GaugeValue>{value}</GaugeValue>
            <Caption>{t('credits.usdValue')}</Caption>
          </Gauge>
          <Figures>
            <div>
              <dt>{t('credits.pendingRewards')}</dt>
              <dd>
                <FittedNumber>{formatCiao(eligibility.pendingRewards, 2, locale)}</FittedNumber>
              </dd>
            </div>
            <div>
              <dt>{t('credits.usdValue')}</dt>
              <dd>
                <FittedNumber>{t('credits.usd', { value })}</FittedNumber>
              </dd>
            </div>
          </Figures>
          {status === 'belowMinimum' ? (
            <div>
              <Hint>{t('credits.minimum', { amount: usd(STORE_CREDIT.minUsd) })}</Hint>
              <Hint>
                {t('credits.shortfall', {
                  amount: usd(usdShortfall(eligibility.currentValueUsd, STORE_CREDIT.minUsd), 'up'),
                })}
              </Hint>
            </div>
          ) : null}
          {status === 'ready' ? <Hint>{t('credits.ready', { value })}</Hint> : null}
          {status === 'unverified' && addressToVerify ? (
            <Notice
              variant={addressToVerify.answer?.failed ? 'danger' : 'warning'}
              role="status"
              title={t('credits.verifyTitle')}
              action={
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  loading={addressToVerify.sending}
                  onClick={addressToVerify.onSendAgain}
                >
                  {t('credits.sendAgain')}
                </Button>
              }
            >
              {t('credits.verify', { email: addressToVerify.email })}
              {addressToVerify.answer ? <p>{addressToVerify.answer.message}</p> : null}
            </Notice>
          ) : null}
          {status === 'overLimit' ? (
            <Notice variant="warning" title={t('credits.overLimitTitle')}>
              {t('credits.overLimit', { max })}
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
            {generating ? t('credits.generating') : t('credits.generate')}
          </Button>
          <Hint>{t('credits.rules', { max, days: STORE_CREDIT.codeTtlDays })}</Hint>
        </Body>
      )}
    </Card>
  );
}
