import { ACCOUNT, MINING_HOURS, REFERRAL, STORE_CREDIT, TERMS_REVISED_MONTH } from '@ciao/contracts/web';
import { localeTag, useLocale } from '@ciao/shell';
import { formatFigure } from './formats';
import type { LegalText } from './legal-text';
import { useLegalMessages } from './messages';

const shortest = Math.min(...MINING_HOURS);
const longest = Math.max(...MINING_HOURS);

/** /terms and the registration form's 'terms and conditions' dialog, in the page's language. */
export function useTermsAndConditions(): LegalText {
  const t = useLegalMessages();
  const tag = localeTag(useLocale());
  const figure = (text: string) => formatFigure(text, tag);
  return {
    title: t('terms.title'),
    lastUpdated: TERMS_REVISED_MONTH,
    intro: [t('terms.intro')],
    sections: [
      { heading: t('terms.1.title'), blocks: [t('terms.1.a'), t('terms.1.b')] },
      { heading: t('terms.2.title'), blocks: [t('terms.2.a'), t('terms.2.b'), t('terms.2.c')] },
      { heading: t('terms.3.title'), blocks: [t('terms.3.a', { age: ACCOUNT.minimumAge }), t('terms.3.b')] },
      { heading: t('terms.4.title'), blocks: [t('terms.4.a'), t('terms.4.b'), t('terms.4.c')] },
      { heading: t('terms.5.title'), blocks: [t('terms.5.a', { shortest, longest }), t('terms.5.b')] },
      {
        heading: t('terms.6.title'),
        blocks: [
          t('terms.6.a', { minUsd: figure(STORE_CREDIT.minUsd), maxUsd: figure(STORE_CREDIT.maxUsd) }),
          t('terms.6.b', { days: STORE_CREDIT.codeTtlDays }),
          t('terms.6.c'),
        ],
      },
      { heading: t('terms.7.title'), blocks: [t('terms.7.a', { reward: REFERRAL.rewardUsd }), t('terms.7.b')] },
      { heading: t('terms.8.title'), blocks: [t('terms.8.a')] },
      {
        heading: t('terms.9.title'),
        blocks: [t('terms.9.a'), [t('terms.9.b'), { text: t('privacy.title'), href: '/privacy' }, '.']],
      },
      { heading: t('terms.10.title'), blocks: [t('terms.10.a'), t('terms.10.b')] },
      { heading: t('terms.11.title'), blocks: [t('terms.11.a')] },
      {
        heading: t('terms.12.title'),
        blocks: [
          [
            t('terms.12.a'),
            { text: t('privacy.title'), href: '/privacy' },
            t('terms.12.b'),
            { text: t('legal.faqs'), href: '/faq' },
            '.',
          ],
        ],
      },
    ],
  };
}
