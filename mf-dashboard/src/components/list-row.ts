import styled from 'styled-components';

// The parts of the dashboard's lists (contract history, credit activity): a bare list, and in each
// row a column of texts, a name over its details.

export const RowList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RowTexts = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const RowName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const RowDetail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;
