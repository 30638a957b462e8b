import type { ReactNode } from 'react';
import { Link } from '@ciao/shell/router';
import {
  ACCOUNT,
  MINING_DURATIONS,
  POLL_INTERVALS_MS,
  PRIVACY,
  REFERRAL,
  SERVICE_FEE_RATE,
  STORE_CREDIT,
  SUPPORT,
} from '@ciao/contracts/web';
import { useContentPageTexts } from '../content-page';

interface FaqEntry {
  question: string;
  answer: ReactNode;
}

export interface FaqTopic {
  title: string;
  entries: FaqEntry[];
}

const feePercent = Math.round(Number(SERVICE_FEE_RATE) * 100);

/** The FAQs, by topic, in the product's words and the page's language; figures come from @ciao/contracts. */
export function useFaqTopics(): FaqTopic[] {
  const { t, host, figure } = useContentPageTexts();
  const minUsd = figure(STORE_CREDIT.minUsd);
  const maxUsd = figure(STORE_CREDIT.maxUsd);
  return [
    {
      title: t('faq.simulationTitle'),
      entries: [
        { question: t('faq.whatQ'), answer: <p>{t('faq.whatA')}</p> },
        { question: t('faq.realQ'), answer: <p>{t('faq.realA')}</p> },
        {
          question: t('faq.contractQ'),
          answer: (
            <>
              <p>{t('faq.contractA')}</p>
              <ul>
                {MINING_DURATIONS.map((d) => (
                  <li key={d.hours}>
                    {t('faq.contractDuration', {
                      hours: d.hours,
                      name: d.label,
                      multiplier: figure(d.multiplier),
                      usd: figure(d.usdValue),
                    })}
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        { question: t('faq.feeQ'), answer: <p>{t('faq.feeA', { percent: feePercent })}</p> },
        {
          question: t('faq.priceQ'),
          answer: <p>{t('faq.priceA', { seconds: POLL_INTERVALS_MS.faqPrice / 1000 })}</p>,
        },
      ],
    },
    {
      title: t('faq.creditsTitle'),
      entries: [
        {
          question: t('faq.redeemQ'),
          answer: (
            <p>
              {t('faq.redeemA', { minUsd })}
              <Link to="/store-credit">{host('link.storeCredits')}</Link>
              {t('faq.redeemAfterStoreCredits', { maxUsd })}
              <Link to="/tutorial/store-credits">{t('faq.redeemTutorial')}</Link>
              {t('faq.redeemEnd')}
            </p>
          ),
        },
        { question: t('faq.maxQ', { maxUsd }), answer: <p>{t('faq.maxA')}</p> },
        {
          question: t('faq.useQ'),
          answer: <p>{t('faq.useA', { days: STORE_CREDIT.codeTtlDays, soonDays: STORE_CREDIT.expiringSoonDays })}</p>,
        },
      ],
    },
    {
      title: t('faq.referralsTitle'),
      entries: [
        {
          question: t('faq.referralQ'),
          answer: (
            <p>
              {t('faq.referralA')}
              <Link to="/referral">{host('link.referral')}</Link>
              {t('faq.referralAEnd', { reward: figure(REFERRAL.rewardUsd) })}
            </p>
          ),
        },
      ],
    },
    {
      title: t('faq.accountTitle'),
      entries: [
        { question: t('faq.whoQ'), answer: <p>{t('faq.whoA', { age: ACCOUNT.minimumAge })}</p> },
        {
          question: t('faq.accountsQ'),
          answer: (
            <p>
              {t('faq.accountsA')}
              <Link to="/terms">{host('link.terms')}</Link>
              {t('faq.accountsAEnd')}
            </p>
          ),
        },
        {
          question: t('faq.notificationsQ'),
          answer: (
            <p>
              {t('faq.notificationsA')}
              <Link to="/notifications">{host('link.notifications')}</Link>
              {t('faq.notificationsAEnd')}
            </p>
          ),
        },
        { question: t('faq.deleteQ'), answer: <p>{t('faq.deleteA')}</p> },
        {
          question: t('faq.dataQ'),
          answer: (
            <p>
              {t('faq.dataA', { hours: PRIVACY.responseHours })}
              <Link to="/privacy">{host('link.privacy')}</Link>
              {t('faq.dataAEnd')}
            </p>
          ),
        },
      ],
    },
    {
      title: t('faq.supportTitle'),
      entries: [
        {
          question: t('faq.contactQ'),
          answer: (
            <p>
              {t('faq.contactA')}
              <Link to="/contact">{host('link.contact')}</Link>
              {t('faq.contactAEnd', {
                hours: SUPPORT.hours,
                responseTime: t('contact.responseHours', SUPPORT.responseHours),
              })}
            </p>
          ),
        },
      ],
    },
  ];
}
