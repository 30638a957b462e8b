import type { Job } from '../../background-jobs';
import type { Platform } from '../../component';
import { registrationChallengeRoutes } from './registration-challenge-routes';
import { createRegistrationChallenges } from './registration-challenges';
import { createSpentChallengeRepository } from './spent-challenge-repository';
import type { RegistrationChallengeConfig } from './registration-challenge-config';

/** GET /api/auth/registration-challenge, the check registration makes, and the sweep of spent challenges. */
export function createRegistrationChallengeComponent(
  deps: Pick<
    Platform<{ registrationChallenge: RegistrationChallengeConfig; sweepIntervalMs: number }>,
    'config' | 'database' | 'clock' | 'logger'
  >,
) {
  const { config, database, clock, logger } = deps;
  const { sequelize } = database;
  if (!config.registrationChallenge.enabled)
    logger.warn('REGISTRATION_CHALLENGE=off: registrations are accepted without a proof-of-work challenge');
  const challenges = createRegistrationChallenges({
    config: config.registrationChallenge,
    signingKey: database.appSecret('registration-challenge-hmac', undefined),
    spent: createSpentChallengeRepository({ sequelize }),
    clock,
  });
  return {
    challenges,
    routes: registrationChallengeRoutes({ challenges }),
    jobs: [
      {
        name: 'forget expired registration challenges',
        intervalMs: config.sweepIntervalMs,
        run: challenges.forgetExpired,
      },
    ] satisfies Job[],
  };
}
