import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../../theme';

export interface StackProps {
  /** 'column' (default) or 'row'. */
  direction?: 'row' | 'column';
  /** Gap from the spacing scale. */
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

/** Lays out children in a row or column with a gap from the spacing scale. Accepts `as`. */
export const Stack = styled.div.withConfig({
  shouldForwardProp: (prop) => !['direction', 'gap', 'align', 'justify', 'wrap'].includes(prop),
})<StackProps>`
  display: flex;
  flex-direction: ${({ direction = 'column' }) => direction};
  gap: ${({ theme, gap = 4 }) => theme.space[gap]};
  align-items: ${({ align = 'stretch' }) => align};
  justify-content: ${({ justify = 'flex-start' }) => justify};
  flex-wrap: ${({ wrap = false }) => (wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;
Stack.displayName = 'Stack';
