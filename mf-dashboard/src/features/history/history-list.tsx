import styled from 'styled-components';
import type { Contract } from '@ciao/contracts';
import { formatCiao } from '@ciao/contracts/money';
import { Badge } from '@ciao/ui';
import { contractReward, contractTitle, formatDateTime } from '../../components/contract-text';
import { historyBadge } from './history-badge';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** Contracts with their duration, start time, reward and status badge. */
export function HistoryList({ contracts, label }: { contracts: Contract[]; label: string }) {
  return (
    <List aria-label={label}>
      {contracts.map((contract) => {
        const badge = historyBadge(contract.status);
        return (
          <Item key={contract.id}>
            <Texts>
              <Name>{contractTitle(contract)}</Name>
              <Detail>{formatDateTime(contract.startTime)}</Detail>
              <Detail>{formatCiao(contractReward(contract))}</Detail>
            </Texts>
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </Item>
        );
      })}
    </List>
  );
}
