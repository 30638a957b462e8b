import type { Platform } from '../../component';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { Ledger } from '../rewards/ledger';
import { createReferralProgramme } from './referral-programme';
import type { BonusListener } from './referral-programme';
import { createReferralRepository } from './referral-repository';
import { referralRoutes } from './referral-routes';

/** /api/referral, and the listener that pays both sides when an invitee's first contract completes. */
export function createReferralComponent(deps: Pick<Platform, 'config' | 'database' | 'clock'> & { ledger: Ledger; rateLimiter: RateLimiter; bonusListener?: BonusListener }) {
  const { config, database, clock, ledger, rateLimiter, bonusListener } = deps;
  const { sequelize } = database;
  const referrals = createReferralRepository({ sequelize });
  const referralProgramme = createReferralProgramme({ sequelize, referrals, ledger, clock, rewardLimit: config.referralRewardLimit, bonusListener });
  return {
    /** Who invited whom, for the support desk's customer page. */
    referrals,
    completionListener: referralProgramme.rewardFirstCompletion,
    routes: referralRoutes({ config, referralProgramme, rateLimiter }),
  };
}
