import styled from 'styled-components';

/** The sticky bar at the top of every screen (the app header and the static pages' header). */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 56px;
  padding: ${({ theme }) => theme.space[2]};
  padding-top: max(${({ theme }) => theme.space[2]}, env(safe-area-inset-top));
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
