import styled from 'styled-components';

/** The id of a screen's main region, where `SkipLink` sends focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The content column of a screen: full width on phones, centred and capped on wide screens. The
 * screen's main region, the skip link's target (one per screen).
 */
export const Page = styled.main.attrs({ id: MAIN_CONTENT_ID })`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[8]}`};

  /* Focused only from code (the skip link): a ring around the whole screen would say nothing. */
  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[12]}`};
  }
`;
Page.displayName = 'Page';

/** A reading-width screen: its cards in one column. */
export const NarrowPage = styled(Page)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
`;
NarrowPage.displayName = 'NarrowPage';

/** A screen's heading (h1) and its one-paragraph introduction. */
export const PageIntro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
PageIntro.displayName = 'PageIntro';

/** The links under a screen's introduction to its sibling screens, each a full touch target. */
export const PageLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
PageLinks.displayName = 'PageLinks';

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
