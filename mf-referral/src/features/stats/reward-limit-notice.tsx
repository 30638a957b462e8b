import { Notice } from '@ciao/ui';
import { useReferralMessages } from '../../messages';

/**
 * Shown once the referrer's code has been used as often as one account may be rewarded for
 * (REFERRAL_REWARD_LIMIT, docs/referral.md): the API then refuses it to further friends.
 */
export function RewardLimitNotice({ limit }: { limit: number }) {
  const t = useReferralMessages();
  return (
    <Notice variant="info" title={t('programme.rewardLimitReached')} role="status">
      <p>{t('limit.text', { limit })}</p>
    </Notice>
  );
}
