import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { ChevronLeftIcon } from '@ciao/ui';
import { HeaderBar } from './header-bar';
import { useHostMessages } from '../messages';

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
  const t = useHostMessages();
  return (
    <HeaderBar>
      <Back to="/" aria-label={t('page.back')}>
        <ChevronLeftIcon size={24} />
      </Back>
      <Title>{title}</Title>
    </HeaderBar>
  );
}
