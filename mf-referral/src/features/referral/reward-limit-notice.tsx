import { Notice } from '@ciao/ui';

/**
 * Shown once a referrer's invitations have paid as often as one account may be paid
 * (REFERRAL_REWARD_LIMIT, docs/referral.md): further friends still count, but pay nothing.
 */
export function RewardLimitNotice({ limit }: { limit: number }) {
  return (
    <Notice variant="info" title="Referral reward limit reached" role="status">
      <p>
        You have been rewarded for {limit} {limit === 1 ? 'invitation' : 'invitations'}, the most one account can earn. Friends who
        use your code still count in your stats, but no further referral rewards are paid, to you or to them.
      </p>
    </Notice>
  );
}
