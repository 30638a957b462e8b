import { Link } from '@ciao/shell/router';
import { Notice } from '@ciao/ui';
import { ContentPage, ContentSection, useContentPageTexts } from '../content-page';
import { LinkList } from '../link-list';
import { useOfficialChannels } from '../official-channels';

/** /community: the official website, X account and video channel, and the warning to verify links. */
export function CommunityPage() {
  const { t, host } = useContentPageTexts();
  const channels = useOfficialChannels().map(({ label, address, purpose, href }) => ({
    label,
    detail: t('channels.detail', { purpose, address }),
    href,
  }));
  return (
    <ContentPage title="link.community">
      <ContentSection title={t('community.joinTitle')}>
        <p>{t('community.join')}</p>
        <LinkList links={channels} label={t('channels.label')} />
      </ContentSection>

      <Notice variant="warning" title={t('community.warningTitle')} role="note">
        <p>
          {t('community.warning')}
          <Link to="/contact">{host('link.contact')}</Link>
          {t('community.warningEnd')}
        </p>
      </Notice>
    </ContentPage>
  );
}
