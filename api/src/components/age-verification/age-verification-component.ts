import type { Platform } from '../../component';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { createAgeProofs } from './age-proof';
import { ageProofSigningKey } from './age-proof-key';
import { ageVerificationRoutes } from './age-verification-routes';
import type { RunningEnvironment } from '../../env-values';
import type { RateLimits } from '../rate-limits/rate-limit-rule';

/** The settings this component reads. */
type AgeVerificationSettings = RunningEnvironment & { ageProofSecret: string | undefined; rateLimits: RateLimits };

/** POST /api/auth/verify-age, and the age proofs registration checks. */
export function createAgeVerificationComponent(
  deps: Pick<Platform<AgeVerificationSettings>, 'config' | 'database' | 'clock'> & { rateLimiter: RateLimiter },
) {
  const { config, database, clock, rateLimiter } = deps;
  const ageProofs = createAgeProofs({
    signingKey: ageProofSigningKey({ ageProofSecret: config.ageProofSecret, secrets: database }),
    clock,
  });
  return { ageProofs, routes: ageVerificationRoutes({ config, clock, ageProofs, rateLimiter }) };
}
