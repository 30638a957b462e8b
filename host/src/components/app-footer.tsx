import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { COPYRIGHT_YEAR } from '@ciao/contracts/web';
import { APP_VERSION } from './app-version';
import { useHostMessages } from '../messages';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  padding-bottom: max(${({ theme }) => theme.space[6]}, env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FooterLinks = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
`;

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`;

/** Footer of the static pages: version, copyright, terms and privacy. */
export function AppFooter() {
  const t = useHostMessages();
  return (
    <Bar>
      <span>{t('footer.version', { version: APP_VERSION })}</span>
      <span>© {COPYRIGHT_YEAR}</span>
      <FooterLinks aria-label={t('footer.legal')}>
        <FooterLink to="/terms">{t('link.terms')}</FooterLink>
        <FooterLink to="/privacy">{t('link.privacy')}</FooterLink>
      </FooterLinks>
    </Bar>
  );
}
