import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { RegistrationChallenge } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { RegistrationChallengeConfig } from './registration-challenge-config';
import type { SpentChallengeRepository } from './spent-challenge-repository';

/** How long a challenge may be solved and used: the person fills the form meanwhile (as long as an age proof lasts). */
const CHALLENGE_TTL_MS = 30 * 60_000;

export const REGISTRATION_CHALLENGE_MESSAGES = {
  required: 'Registration challenge required',
  failed: 'Registration challenge failed',
  expired: 'Registration challenge expired',
  used: 'Registration challenge already used',
} as const;

export type RegistrationChallenges = ReturnType<typeof createRegistrationChallenges>;

type Solution = { algorithm: 'SHA-256'; challenge: string; number: number; salt: string; signature: string };

/** The header's base64 JSON, when it has the shape of a solution; null otherwise. */
function decodeSolution(header: string): Solution | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
    if (
      algorithm !== 'SHA-256' ||
      typeof challenge !== 'string' ||
      typeof salt !== 'string' ||
      typeof signature !== 'string'
    )
      return null;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
    return { algorithm, challenge, number, salt, signature };
  } catch {
    return null;
  }
}

/**
 * The registration challenge (docs/accounts.md#the-registration-challenge): an ALTCHA proof of work
 * signed with a key kept in the database, valid CHALLENGE_TTL_MS and good for one registration.
 */
export function createRegistrationChallenges(deps: {
  config: RegistrationChallengeConfig;
  signingKey: () => Promise<string>;
  spent: SpentChallengeRepository;
  clock: Clock;
}) {
  const { config, signingKey, spent, clock } = deps;

  return {
    async issue(): Promise<RegistrationChallenge> {
      const expires = new Date(clock.now().getTime() + CHALLENGE_TTL_MS);
      const { challenge, salt, signature } = await createChallenge({
        hmacKey: await signingKey(),
        maxNumber: config.maxNumber,
        expires,
      });
      return { algorithm: 'SHA-256', challenge, maxnumber: config.maxNumber, salt, signature };
    },

    /** Passes once per solved challenge; 400 without one, 403 when forged, expired or used. Nothing when turned off. */
    async spend(header: string | undefined): Promise<void> {
      if (!config.enabled) return;
      if (!header) throw new AppError(400, REGISTRATION_CHALLENGE_MESSAGES.required);
      const solution = decodeSolution(header);
      // The expiry is signed (part of the salt); checked on the clock, after the signature.
      if (!solution || !(await verifySolution(solution, await signingKey(), false)))
        throw new AppError(403, REGISTRATION_CHALLENGE_MESSAGES.failed);
      const expiresAt = new Date(Number(extractParams(solution).expires) * 1000);
      if (!(expiresAt.getTime() > clock.now().getTime()))
        throw new AppError(403, REGISTRATION_CHALLENGE_MESSAGES.expired);
      if (!(await spent.spend(solution.signature, expiresAt)))
        throw new AppError(403, REGISTRATION_CHALLENGE_MESSAGES.used);
    },

    forgetExpired: () => spent.forgetExpired(clock.now()),
  };
}
