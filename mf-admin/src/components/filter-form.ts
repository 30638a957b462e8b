import styled from 'styled-components';

/** An admin screen's filters: one column on a phone, three from 768 px. */
export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The filters' buttons, on a row of their own. */
export const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;
