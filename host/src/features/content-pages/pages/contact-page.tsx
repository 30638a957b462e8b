import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { PRIVACY, SUPPORT } from '@ciao/contracts/web';
import { EXTERNAL_LINKS } from '@ciao/content';
import { ContentPage, ContentSection, useContentPageTexts } from '../content-page';
import { LinkList } from '../link-list';
import { useOfficialChannels } from '../official-channels';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** /contact: the support e-mail, support hours and response time, and the official channels. */
export function ContactPage() {
  const { t, host } = useContentPageTexts();
  const email = EXTERNAL_LINKS.supportEmail;
  const channels = useOfficialChannels().map(({ label, address, href }) => ({ label, detail: address, href }));
  return (
    <ContentPage title="link.contact">
      <ContentSection title={t('contact.supportTitle')}>
        <p>{t('contact.support')}</p>
        <LinkList
          links={[{ label: t('contact.email'), detail: email, href: `mailto:${email}` }]}
          label={t('contact.emailList')}
        />
        <Facts>
          <dt>{t('contact.hours')}</dt>
          <dd>{SUPPORT.hours}</dd>
          <dt>{t('contact.responseTime')}</dt>
          <dd>{t('contact.responseHours', SUPPORT.responseHours)}</dd>
        </Facts>
        <p>{t('contact.fromAccount')}</p>
      </ContentSection>

      <ContentSection title={t('contact.beforeTitle')}>
        <p>
          {t('contact.before')}
          <Link to="/faq">{host('link.faq')}</Link>
          {t('contact.beforePrivacy', { hours: PRIVACY.responseHours })}
          <Link to="/privacy">{host('link.privacy')}</Link>
          {t('contact.beforeEnd')}
        </p>
      </ContentSection>

      <ContentSection title={t('channels.label')}>
        <LinkList links={channels} label={t('channels.label')} />
      </ContentSection>
    </ContentPage>
  );
}
