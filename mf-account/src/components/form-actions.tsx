import styled from 'styled-components';

/**
 * Buttons at the end of a form inside a dialog: stacked on phones, in a row from `sm` up, in DOM
 * order both ways, so the tab order is the visual one ('Back' then 'Verify Age').
 */
export const FormActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
