import styled from 'styled-components';

/** A white surface grouping one topic (a stat, a contract, a form). */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
Card.displayName = 'Card';

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} 0`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} 0`};
  }
`;
CardHeader.displayName = 'CardHeader';

/** Renders an h3 by default; pass `as="h2"` to fit the page outline. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
CardTitle.displayName = 'CardTitle';

export const CardDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
CardDescription.displayName = 'CardDescription';

export const CardContent = styled.div`
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;
CardContent.displayName = 'CardContent';

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `0 ${theme.space[5]} ${theme.space[5]}`};
  }
`;
CardFooter.displayName = 'CardFooter';
