import { Router } from 'express';
import type { Platform } from '../../component';
import type { AgeProofs } from '../age-verification/age-proof';
import type { MailOutbox } from '../mail/mail-outbox';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { RegistrationChallenges } from '../registration-challenge/registration-challenges';
import type { UserAccounts } from '../users/user-accounts';
import type { UserRepository } from '../users/user-repository';
import { authRoutes } from './auth-routes';
import { createEmailVerification } from './email-verification';
import { createEmailVerificationRepository } from './email-verification-repository';
import { emailVerificationRoutes, emailVerificationUserRoutes } from './email-verification-routes';
import { createKnownDeviceRepository } from './known-device-repository';
import { createKnownDevices } from './known-devices';
import type { NewDeviceListener } from './known-devices';
import { createPasswordChange } from './password-change';
import { passwordChangeRoutes } from './password-change-routes';
import { createPasswordReset } from './password-reset';
import { createPasswordResetRepository } from './password-reset-repository';
import type { PasswordChangeListener } from './password-reset';
import { createSessionCache } from './session-cache';
import { createSessionRepository } from './session-repository';
import { resolveSessionUser } from './session-user-middleware';
import type { SignInSuspicions } from './known-devices';
import { createSessions } from './sessions';
import { signedInDevicesRoutes } from './signed-in-devices-routes';
import type { RunningEnvironment } from '../../env-values';
import type { RateLimits } from '../rate-limits/rate-limit-rule';

/** The settings this component reads. */
type AuthSettings = RunningEnvironment & { rateLimits: RateLimits; registrationIpv6PrefixLength: number };

/**
 * Sessions (cached while the change feed is live), sign-in, registration, sign-out, password reset,
 * verified e-mail, known devices: /api/auth; per user, the "send again" of the verification mail and
 * the signed-in devices and the password change.
 */
export function createAuthComponent(
  deps: Pick<Platform<AuthSettings>, 'config' | 'database' | 'clock' | 'logger' | 'changes'> & {
    users: UserRepository;
    accounts: UserAccounts;
    ageProofs: AgeProofs;
    registrationChallenges: RegistrationChallenges;
    rateLimiter: RateLimiter;
    newDeviceListener?: NewDeviceListener;
    mail: MailOutbox;
    /** Told of every password change, by a reset or from the profile (the security alert: push and mail per the switch). */
    passwordChangeListener: PasswordChangeListener;
    suspicions?: SignInSuspicions;
  },
) {
  const {
    config,
    database,
    clock,
    changes,
    users,
    rateLimiter,
    newDeviceListener,
    mail,
    passwordChangeListener,
    suspicions,
  } = deps;
  const sessionRepository = createSessionRepository(database);
  const sessions = createSessions({
    sessions: sessionRepository,
    clock,
    cache: changes && createSessionCache({ feed: changes }),
  });
  const knownDevices = createKnownDevices({
    repository: createKnownDeviceRepository({ sequelize: database.sequelize }),
    clock,
    listener: newDeviceListener,
    suspicions,
  });
  // Both ways of changing a password tell the one listener (the security alert).
  const resetLinks = createPasswordResetRepository({ sequelize: database.sequelize });
  const passwordReset = createPasswordReset({
    repository: resetLinks,
    users,
    sessions: sessionRepository,
    mail,
    listener: passwordChangeListener,
    clock,
  });
  const passwordChange = createPasswordChange({
    users,
    sessions: sessionRepository,
    resetLinks,
    listener: passwordChangeListener,
  });
  const emailVerification = createEmailVerification({
    repository: createEmailVerificationRepository({ sequelize: database.sequelize }),
    users,
    mail,
    clock,
  });
  return {
    sessions,
    sessionRepository,
    knownDevices,
    /** Sets req.sessionUser on every /api request after the origin guard and the JSON body (http/api-requests.ts). */
    resolveSessionUser: resolveSessionUser(sessions, config),
    routes: authRoutes({ ...deps, sessions, knownDevices, passwordReset, emailVerification }),
    emailVerificationRoutes: emailVerificationRoutes({ emailVerification, sessions }),
    /** On the per-user router: the verification mail's "send again", the signed-in devices, the password change. */
    userRoutes: Router({ mergeParams: true }).use(
      emailVerificationUserRoutes({
        emailVerification,
        sessions,
        rateLimiter,
        verificationMailLimit: config.rateLimits.verificationMailPerAccount,
      }),
      signedInDevicesRoutes({ config, sessions }),
      passwordChangeRoutes({ config, passwordChange, sessions, rateLimiter }),
    ),
  };
}
