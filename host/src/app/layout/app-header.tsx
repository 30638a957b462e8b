import styled from 'styled-components';
import { Link } from '@ciao/shell/router';
import { APP_TITLE } from '../../components/document-title';
import { HeaderBar } from '../../components/header-bar';
import { Logo } from './logo';
import { SideMenu } from './side-menu';
import { useHostMessages } from '../../messages';

const Bar = styled(HeaderBar)`
  min-height: 60px;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  color: inherit;
  text-decoration: none;
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: 0.02em;
`;

/** Wraps rather than being cut off on a narrow phone with larger text spacing (WCAG 1.4.12). */
const Subtitle = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Sticky top bar of the app: menu button, logo, title and subtitle. */
export function AppHeader() {
  const t = useHostMessages();
  return (
    <Bar>
      <SideMenu />
      <Brand to="/" aria-label={t('header.home', { app: APP_TITLE })}>
        <Logo />
        <Texts>
          <Title>{APP_TITLE}</Title>
          <Subtitle>{t('header.subtitle')}</Subtitle>
        </Texts>
      </Brand>
    </Bar>
  );
}
