import type { Platform } from '../../component';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { Ledger } from '../rewards/ledger';
import { createReferralProgramme } from './referral-programme';
import { createReferralRepository } from './referral-repository';
import { referralRoutes } from './referral-routes';

/** /api/referral, and the listener that pays both sides when an invitee's first contract completes. */
export function createReferralComponent(deps: Pick<Platform, 'config' | 'database' | 'clock'> & { ledger: Ledger; rateLimiter: RateLimiter }) {
  const { config, database, clock, ledger, rateLimiter } = deps;
  const { sequelize } = database;
  const referralProgramme = createReferralProgramme({ sequelize, referrals: createReferralRepository({ sequelize }), ledger, clock, rewardLimit: config.referralRewardLimit });
  return {
    completionListener: referralProgramme.rewardFirstCompletion,
    routes: referralRoutes({ config, referralProgramme, rateLimiter }),
  };
}
