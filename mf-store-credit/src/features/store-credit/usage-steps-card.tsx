import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { STORE_CREDIT } from '@ciao/contracts/web';
import { CardContent, TitledCard } from '@ciao/ui';
import { useStoreCreditMessages } from '../../messages';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/** How to use a code at the store (the spec's usage steps). */
export function UsageStepsCard() {
  const t = useStoreCreditMessages();
  return (
    <TitledCard title={t('usage.title')}>
      <CardContent>
        <Steps>
          <li>{t('usage.copy')}</li>
          <li>
            {t('usage.openBefore')} <Link to="/shopify">{t('usage.store')}</Link> {t('usage.openAfter')}
          </li>
          <li>{t('usage.checkout')}</li>
          <li>{t('usage.once', { days: STORE_CREDIT.codeTtlDays })}</li>
        </Steps>
      </CardContent>
    </TitledCard>
  );
}
