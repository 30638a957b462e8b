import styled from 'styled-components';

/** The small lines of the Releases screen (a remote's releases and history, the deploy tokens). */
export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** What a line says after its name, quieter. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A row of badges or buttons, wrapping on a phone. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
