import { Link } from '@ciao/shell/router';
import { ACCOUNT, MINING_HOURS, STORE_CREDIT } from '@ciao/contracts/web';
import { Notice } from '@ciao/ui';
import { ContentPage, ContentSection, useContentPageTexts } from '../content-page';

const shortest = Math.min(...MINING_HOURS);
const longest = Math.max(...MINING_HOURS);

/** /app-info: what the app is and is not (spec section 2). */
export function AppInfoPage() {
  const { t, host, figure } = useContentPageTexts();
  const age = ACCOUNT.minimumAge;
  return (
    <ContentPage title="link.appInfo">
      <Notice variant="info" title={t('appInfo.noticeTitle')} role="note">
        {t('appInfo.notice')}
      </Notice>

      <ContentSection title={t('appInfo.whatTitle')}>
        <p>{t('appInfo.what', { shortest, longest })}</p>
        <p>{t('appInfo.servers')}</p>
      </ContentSection>

      <ContentSection title={t('appInfo.virtualTitle')}>
        <p>{t('appInfo.virtual')}</p>
        <p>{t('appInfo.illustrations')}</p>
      </ContentSection>

      <ContentSection title={t('appInfo.codesTitle')}>
        <p>
          {t('appInfo.codes', {
            minUsd: figure(STORE_CREDIT.minUsd),
            maxUsd: figure(STORE_CREDIT.maxUsd),
            days: STORE_CREDIT.codeTtlDays,
          })}
        </p>
        <p>
          <Link to="/tutorial/store-credits">{t('appInfo.tutorial')}</Link>
        </p>
      </ContentSection>

      <ContentSection title={t('appInfo.legalTitle')}>
        <p>
          {t('appInfo.legal')}
          <Link to="/privacy">{host('link.privacy')}</Link>
          {t('appInfo.legalEnd')}
        </p>
        <p>
          {t('appInfo.governed')}
          <Link to="/terms">{host('link.terms')}</Link>
          {t('appInfo.governedEnd')}
        </p>
      </ContentSection>

      <ContentSection title={t('appInfo.adultsTitle', { age })}>
        <p>{t('appInfo.adults', { age })}</p>
        <p>{t('appInfo.oneAccount')}</p>
      </ContentSection>
    </ContentPage>
  );
}
