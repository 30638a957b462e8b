import styled from 'styled-components';

/**
 * A list's filters above it on a phone and a laptop, beside it from 1,440 px where its columns still
 * have room (the audit log, the voucher log): the first child is the filters, the second the list.
 */
export const FiltersBeside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1440px) {
    grid-template-columns: 18rem minmax(0, 1fr);
    align-items: start;

    form {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
