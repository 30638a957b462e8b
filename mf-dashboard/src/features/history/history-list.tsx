import styled from 'styled-components';
import type { Contract } from '@ciao/contracts';
import { formatCiao } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { Badge } from '@ciao/ui';
import { contractReward, contractTitle, formatDateTime } from '../../components/contract-text';
import { RowDetail, RowList, RowName, RowTexts } from '../../components/list-row';
import { useDashboardMessages } from '../../messages';
import { historyBadge } from './history-badge';

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

/** Contracts with their duration, start time, reward and status badge. */
export function HistoryList({ contracts, label }: { contracts: Contract[]; label: string }) {
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());
  return (
    <RowList aria-label={label}>
      {contracts.map((contract) => {
        const badge = historyBadge(contract.status);
        return (
          <Item key={contract.id}>
            <RowTexts>
              <RowName>{contractTitle(contract)}</RowName>
              <RowDetail>{formatDateTime(contract.startTime, locale)}</RowDetail>
              <RowDetail>{formatCiao(contractReward(contract), 2, locale)}</RowDetail>
            </RowTexts>
            <Badge variant={badge.variant}>{t(badge.label)}</Badge>
          </Item>
        );
      })}
    </RowList>
  );
}
