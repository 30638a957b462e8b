import { Link } from '@ciao/shell/router';
import { MINING_DURATIONS, REFERRAL, STORE_CREDIT } from '@ciao/contracts/web';
import { ContentPage, ContentSection, useContentPageTexts } from '../content-page';

const shortest = MINING_DURATIONS.reduce((a, b) => (b.hours < a.hours ? b : a));
const longest = MINING_DURATIONS.reduce((a, b) => (b.hours > a.hours ? b : a));

/** /about: who we are and why the app exists. */
export function AboutPage() {
  const { t, host, figure } = useContentPageTexts();
  return (
    <ContentPage title="link.about">
      <ContentSection title={t('about.whoTitle')}>
        <p>{t('about.who')}</p>
      </ContentSection>

      <ContentSection title={t('about.beliefsTitle')}>
        <ul>
          <li>
            <strong>{t('about.learningTitle')}</strong> {t('about.learning')}
          </li>
          <li>
            <strong>{t('about.honestyTitle')}</strong> {t('about.honesty')}
          </li>
          <li>
            <strong>{t('about.fairnessTitle')}</strong> {t('about.fairness')}
          </li>
          <li>
            <strong>{t('about.privacyTitle')}</strong> {t('about.privacy')}
          </li>
        </ul>
      </ContentSection>

      <ContentSection title={t('about.howTitle')}>
        <ol>
          <li>
            {t('about.howStart', {
              shortest: shortest.hours,
              longest: longest.hours,
              shortestMultiplier: figure(shortest.multiplier),
              longestMultiplier: figure(longest.multiplier),
            })}
          </li>
          <li>{t('about.howWatch')}</li>
          <li>{t('about.howRedeem', { minUsd: figure(STORE_CREDIT.minUsd) })}</li>
          <li>{t('about.howInvite', { reward: figure(REFERRAL.rewardUsd) })}</li>
        </ol>
      </ContentSection>

      <ContentSection title={t('about.touchTitle')}>
        <p>
          {t('about.touchBeforeContact')}
          <Link to="/contact">{host('link.contact')}</Link>
          {t('about.touchBeforeFaq')}
          <Link to="/faq">{host('link.faq')}</Link>
          {t('about.touchBeforeCommunity')}
          <Link to="/community">{host('link.community')}</Link>
          {t('about.touchEnd')}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
