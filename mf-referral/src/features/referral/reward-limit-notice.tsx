import { Notice } from '@ciao/ui';

/**
 * Shown once a referrer's invitations have paid as often as one account may be paid
 * (REFERRAL_REWARD_LIMIT, docs/referral.md): the code is then refused to further friends.
 */
export function RewardLimitNotice({ limit }: { limit: number }) {
  return (
    <Notice variant="info" title="Referral reward limit reached" role="status">
      <p>
        You have been rewarded for {limit} {limit === 1 ? 'invitation' : 'invitations'}, the most one account can earn. Your code
        can no longer be used by new friends.
      </p>
    </Notice>
  );
}
