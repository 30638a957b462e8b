import type { Platform } from '../../component';
import type { AgeProofs } from '../age-verification/age-proof';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { RegistrationChallenges } from '../registration-challenge/registration-challenges';
import type { UserAccounts } from '../users/user-accounts';
import type { UserRepository } from '../users/user-repository';
import { authRoutes } from './auth-routes';
import { createKnownDeviceRepository } from './known-device-repository';
import { createKnownDevices } from './known-devices';
import type { NewDeviceListener } from './known-devices';
import { createSessionCache } from './session-cache';
import { createSessionRepository } from './session-repository';
import { resolveSessionUser } from './session-user-middleware';
import { createSessions } from './sessions';

/** Sessions (cached while the change feed is live), sign-in, registration, sign-out, known devices: /api/auth. */
export function createAuthComponent(
  deps: Pick<Platform, 'config' | 'database' | 'clock' | 'changes'> & {
    users: UserRepository;
    accounts: UserAccounts;
    ageProofs: AgeProofs;
    registrationChallenges: RegistrationChallenges;
    rateLimiter: RateLimiter;
    newDeviceListener?: NewDeviceListener;
  },
) {
  const { config, database, clock, changes, users, accounts, ageProofs, registrationChallenges, rateLimiter, newDeviceListener } = deps;
  const sessionRepository = createSessionRepository(database);
  const sessions = createSessions({ sessions: sessionRepository, clock, cache: changes && createSessionCache({ feed: changes }) });
  const knownDevices = createKnownDevices({ repository: createKnownDeviceRepository({ sequelize: database.sequelize }), clock, listener: newDeviceListener });
  return {
    sessions,
    sessionRepository,
    knownDevices,
    /** Sets req.sessionUser on every /api request after the origin guard and the JSON body (http/api-requests.ts). */
    resolveSessionUser: resolveSessionUser(sessions, config),
    routes: authRoutes({ config, sessions, knownDevices, users, accounts, ageProofs, registrationChallenges, rateLimiter }),
  };
}
