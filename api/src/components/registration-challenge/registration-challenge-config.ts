import { z } from 'zod';
import { numberFrom, optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';

/**
 * The proof-of-work challenge a registration must carry (docs/accounts.md#the-registration-challenge):
 * on by default in every mode; `off` only for load tests and scripted checks (a warning at start).
 */
export const registrationChallengeEnvironment = {
  REGISTRATION_CHALLENGE: optionalText.pipe(z.enum(['on', 'off'], { error: 'Expected on or off' }).optional()),
  REGISTRATION_CHALLENGE_MAX_NUMBER: numberFrom(
    z.coerce
      .number()
      .int('Expected a whole number')
      .min(1_000, 'Expected 1000 or more')
      .max(10_000_000, 'Expected at most 10000000')
      .default(100_000),
  ),
};

export type RegistrationChallengeConfig = {
  /** False: registrations need no challenge (REGISTRATION_CHALLENGE=off). */
  enabled: boolean;
  /** The secret number is drawn below it: a browser tries half of them on average. */
  maxNumber: number;
};

export const registrationChallengeConfigFrom = (
  e: EnvironmentOf<typeof registrationChallengeEnvironment>,
): RegistrationChallengeConfig => ({
  enabled: e.REGISTRATION_CHALLENGE !== 'off',
  maxNumber: e.REGISTRATION_CHALLENGE_MAX_NUMBER,
});
