import styled from 'styled-components';
import { formatCiao, formatSol, formatUsd, type Amount } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { useDashboardMessages } from '../messages';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** One line: the row it sits in (a LabelledValue) gives it a line of its own when needed. */
const Main = styled.span`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const Others = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export interface AmountsProps {
  ciao: Amount;
  usd: Amount;
  sol: Amount;
  /** USD decimals: a single contract is worth fractions of a cent. */
  usdDecimals?: number;
  solDecimals?: number;
  className?: string;
}

/** One amount in the spec's three units: $CIAO first, then its USD and SOL equivalents. */
export function Amounts({ ciao, usd, sol, usdDecimals = 2, solDecimals = 8, className }: AmountsProps) {
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());
  return (
    <Root className={className}>
      <Main>{formatCiao(ciao, 2, locale)}</Main>
      <Others>
        {t('amounts.equivalents', {
          usd: formatUsd(usd, usdDecimals, 'half-up', locale),
          sol: formatSol(sol, solDecimals, locale),
        })}
      </Others>
    </Root>
  );
}
