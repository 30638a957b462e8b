import { PROGRAMME_WORDS } from '../../components/programme-words';
import { Notice } from '@ciao/ui';

/**
 * Shown once the referrer's code has been used as often as one account may be rewarded for
 * (REFERRAL_REWARD_LIMIT, docs/referral.md): the API then refuses it to further friends.
 */
export function RewardLimitNotice({ limit }: { limit: number }) {
  return (
    <Notice variant="info" title={PROGRAMME_WORDS.rewardLimitReached} role="status">
      <p>
        Your code has been used {limit} {limit === 1 ? 'time' : 'times'}, the most one account can be rewarded for. It
        can no longer be used by new friends; friends who already used it are rewarded as promised.
      </p>
    </Notice>
  );
}
