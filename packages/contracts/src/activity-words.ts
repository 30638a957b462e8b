import type { ActivityKind } from './schemas/activity';

/** What each kind of credit-ledger entry is called, on the customer's activity and the admin's customer page alike. */
const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  mining_reward: 'Mining reward',
  referral_bonus: 'Referral bonus',
  redeemed: 'Redeemed into a code',
  forfeit: 'Forfeited (account deleted)',
  adjustment: 'Adjusted by support',
  refunded: 'Code cancelled: credits back',
  clawed_back: 'Referral bonus taken back',
};

export const activityTitle = (entry: { kind: ActivityKind }): string => ACTIVITY_KIND_LABELS[entry.kind];
