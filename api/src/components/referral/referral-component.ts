import type { Job } from '../../background-jobs';
import type { Platform } from '../../component';
import { transactOn } from '../../db/transactions';
import type { Money } from '../../money';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { Ledger } from '../rewards/ledger';
import { createReferralProgramme } from './referral-programme';
import type { BonusListener, ReferralSuspicions } from './referral-programme';
import { createReferralRepository } from './referral-repository';
import { createReferralTeam } from './referral-team';
import type { ReminderNotifier } from './referral-team';
import { referralRoutes } from './referral-routes';
import type { ReferralAccounts, ReferralContracts } from './referral-programme';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import type { BonusCondition } from './referral-config';

/** The settings this component reads. */
type ReferralSettings = {
  referralRewardLimit: number;
  referralBonusCondition: BonusCondition;
  referralDailyPayoutLimit: number;
  rateLimits: RateLimits;
  sweepIntervalMs: number;
};

/**
 * /api/referral (the referrer's team and its reminders included), the listener that pays both sides when an invitee's mining meets the bonus
 * condition, and the sweep that pays the bonuses a full day deferred.
 */
export function createReferralComponent(
  deps: Pick<Platform<ReferralSettings>, 'config' | 'database' | 'clock' | 'logger'> & {
    /** The users component's repository: the accounts' codes. */
    accounts: ReferralAccounts;
    /** The contracts component's repository: the invitees' contracts. */
    contracts: ReferralContracts;
    ledger: Ledger;
    price: { current(): Promise<{ price: Money }> };
    rateLimiter: RateLimiter;
    bonusListener?: BonusListener;
    suspicions?: ReferralSuspicions;
    /** The push component's router: a reminder goes by the invitee's own switches. */
    notifier: ReminderNotifier;
  },
) {
  const {
    config,
    database,
    clock,
    logger,
    accounts,
    contracts,
    ledger,
    price,
    rateLimiter,
    bonusListener,
    suspicions,
    notifier,
  } = deps;
  const { sequelize } = database;
  const referrals = createReferralRepository({ sequelize });
  const referralProgramme = createReferralProgramme({
    transact: transactOn(sequelize),
    referrals,
    accounts,
    contracts,
    ledger,
    clock,
    rewardLimit: config.referralRewardLimit,
    bonusCondition: config.referralBonusCondition,
    dailyPayoutLimit: config.referralDailyPayoutLimit,
    price,
    logger,
    bonusListener,
    suspicions,
  });
  const referralTeam = createReferralTeam({
    transact: transactOn(sequelize),
    referrals,
    clock,
    rewardLimit: config.referralRewardLimit,
    bonusCondition: config.referralBonusCondition,
    notifier,
  });
  const jobs: Job[] = [
    { name: 'pay deferred referral bonuses', intervalMs: config.sweepIntervalMs, run: referralProgramme.payDeferred },
  ];
  return {
    /** Who invited whom, for the support desk's customer page. */
    referrals,
    completionListener: referralProgramme.rewardFirstCompletion,
    routes: referralRoutes({ config, referralProgramme, referralTeam, rateLimiter }),
    jobs,
  };
}
