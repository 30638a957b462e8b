import { ACCOUNT, PRIVACY, TERMS_REVISED_MONTH } from '@ciao/contracts/web';
import type { LegalText } from './legal-text';
import { useLegalMessages } from './messages';

const { accountAndAge, transactions, logs } = PRIVACY.retentionYears;
const IP2LOCATION = 'https://lite.ip2location.com';

/** /privacy and the registration form's 'privacy policy' dialog, in the page's language. */
export function usePrivacyPolicy(): LegalText {
  const t = useLegalMessages();
  return {
    title: t('privacy.title'),
    // Revised together with the terms, when age verification and the one-account rule arrived.
    lastUpdated: TERMS_REVISED_MONTH,
    intro: [t('privacy.intro')],
    sections: [
      {
        heading: t('privacy.1.title'),
        blocks: [
          {
            list: [
              t('privacy.1.account'),
              t('privacy.1.profile'),
              t('privacy.1.age'),
              t('privacy.1.technical'),
              t('privacy.1.activity'),
            ],
          },
        ],
      },
      {
        heading: t('privacy.2.title'),
        blocks: [
          {
            list: [
              t('privacy.2.account'),
              t('privacy.2.age'),
              t('privacy.2.fraud'),
              t('privacy.2.simulation'),
              t('privacy.2.questions'),
              t('privacy.2.legal'),
            ],
          },
          t('privacy.2.a'),
        ],
      },
      {
        heading: t('privacy.3.title'),
        blocks: [t('privacy.3.a'), [t('privacy.3.b'), { text: IP2LOCATION, href: IP2LOCATION }, '.']],
      },
      { heading: t('privacy.4.title'), blocks: [t('privacy.4.a')] },
      { heading: t('privacy.5.title'), blocks: [t('privacy.5.a')] },
      {
        heading: t('privacy.6.title'),
        blocks: [
          {
            list: [
              t('privacy.6.account', { years: accountAndAge }),
              t('privacy.6.transactions', { years: transactions }),
              t('privacy.6.logs', { years: logs }),
            ],
          },
          t('privacy.6.a'),
        ],
      },
      {
        heading: t('privacy.7.title'),
        blocks: [
          t('privacy.7.a'),
          t('privacy.7.b', { hours: PRIVACY.responseHours, days: PRIVACY.complexRequestDays }),
          t('privacy.7.c'),
        ],
      },
      { heading: t('privacy.8.title'), blocks: [t('privacy.8.a')] },
      { heading: t('privacy.9.title'), blocks: [t('privacy.9.a', { age: ACCOUNT.minimumAge })] },
      {
        heading: t('privacy.10.title'),
        blocks: [
          t('privacy.10.a'),
          [
            t('privacy.10.b'),
            { text: t('terms.title'), href: '/terms' },
            t('privacy.10.c'),
            { text: t('legal.faqs'), href: '/faq' },
            '.',
          ],
        ],
      },
    ],
  };
}
