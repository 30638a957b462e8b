/**
 * The programme's rules in the words the referrer's notices use; "Your team" says why a bonus will
 * not come in the same words (docs/referral.md, "Your team").
 */
export const PROGRAMME_WORDS = {
  rewardLimitReached: 'Referral reward limit reached',
  sameAddress: 'a further account created from an address that already has one loses referral rewards permanently',
} as const;
