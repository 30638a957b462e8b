import styled from 'styled-components';

/** Buttons at the end of a form inside a dialog: stacked on phones (main action on top), in a row from `sm` up. */
export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
