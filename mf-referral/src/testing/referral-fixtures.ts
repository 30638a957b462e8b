// Data for the referral screen's tests and stories.
import type { ReferralStats } from '@ciao/contracts';

/** A user's referral stats: nobody invited yet unless `overrides` says otherwise; 50 rewarded referrals at most. */
export function referralStats(overrides: Partial<ReferralStats> = {}): ReferralStats {
  return {
    totalReferrals: 0,
    completedReferrals: 0,
    pendingRewards: '0',
    paidReferrals: 0,
    rewardLimit: 50,
    ...overrides,
  };
}
