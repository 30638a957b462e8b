import styled from 'styled-components';

/** The content column of a screen: full width on phones, centred and capped on wide screens. */
export const Page = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[8]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[12]}`};
  }
`;
Page.displayName = 'Page';

/** A responsive grid of cards: one column on phones, more as the screen widens. */
export interface GridProps {
  /** Narrowest a column may get before the grid drops a column (CSS length). */
  minItemWidth?: string;
}

export const Grid = styled.div.withConfig({
  shouldForwardProp: (prop) => prop !== 'minItemWidth',
})<GridProps>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ minItemWidth = '240px' }) => minItemWidth}), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
Grid.displayName = 'Grid';
