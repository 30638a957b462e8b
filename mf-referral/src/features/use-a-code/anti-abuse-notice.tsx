import { Notice } from '@ciao/ui';
import { useReferralMessages } from '../../messages';

/** The programme's rules as users are told them (spec section 5; enforced by the API, docs/referral.md). */
export function AntiAbuseNotice() {
  const t = useReferralMessages();
  return (
    <Notice variant="warning" title={t('antiAbuse.title')} role="note">
      <p>{t('antiAbuse.text', { sameAddress: t('programme.sameAddress') })}</p>
    </Notice>
  );
}
