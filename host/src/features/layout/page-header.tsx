import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronLeftIcon } from '@ciao/ui';

const Bar = styled.header`
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

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  min-width: 0;
`;

/** Header of a static page: back to the dashboard, and the page title. */
export function PageHeader({ title }: { title: string }) {
  return (
    <Bar>
      <Back to="/" aria-label="Back to dashboard">
        <ChevronLeftIcon size={24} />
      </Back>
      <Title>{title}</Title>
    </Bar>
  );
}
