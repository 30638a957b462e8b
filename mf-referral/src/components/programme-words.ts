import en from '../messages/en.json';

/**
 * The programme's rules in the words the referrer's notices use (the catalog's `programme.*`);
 * "Your team", still English, says why a bonus will not come in the same words (docs/referral.md, "Your team").
 */
export const PROGRAMME_WORDS = {
  rewardLimitReached: en['programme.rewardLimitReached'],
  sameAddress: en['programme.sameAddress'],
} as const;
