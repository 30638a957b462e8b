import type { Platform } from '../../component';
import { transactOn } from '../../db/transactions';
import { createFlagRepository } from './flag-repository';
import { flagRoutes } from './flag-routes';
import { createFlagReview, createSuspicions } from './flags';
import type { CodeBurst, FlagReviewDeps, MintLimits, SignInLimits } from './flags';

/**
 * Flags and the review queue (docs/admin.md, "Flags"): the port its causes call first (users,
 * auth, referral, store credit, rewards), then the review and its routes once the support desk, which suspends and cancels, is built.
 */
export function createFlagsComponent({
  config,
  database,
  clock,
}: Pick<
  Platform<{
    flagInviteeBurst: { count: number; hours: number };
    flagCodeBurst: CodeBurst;
    flagSignIns: SignInLimits;
    miningTimeScale: number;
    referralRewardLimit: number;
    referralDailyPayoutLimit: number;
  }>,
  'config' | 'database' | 'clock'
>) {
  const repository = createFlagRepository(database);
  return {
    suspicions: createSuspicions({
      repository,
      inviteeBurst: config.flagInviteeBurst,
      codeBurst: config.flagCodeBurst,
      signIns: config.flagSignIns,
      mintLimits: {
        miningTimeScale: config.miningTimeScale,
        referralRewardLimit: config.referralRewardLimit,
        referralDailyPayoutLimit: config.referralDailyPayoutLimit,
      } satisfies MintLimits,
    }),
    review(deps: FlagReviewDeps) {
      const review = createFlagReview({ ...deps, repository, transact: transactOn(database.sequelize), clock });
      return { routes: flagRoutes({ review }) };
    },
  };
}
