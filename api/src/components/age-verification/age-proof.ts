import { z } from 'zod';
import { calendarDate, COUNTRIES } from '@ciao/contracts';
import type { Country } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { createSignedTokens } from '../../signed-tokens';

/** Time between a successful age check and registration. */
export const AGE_PROOF_TTL_MS = 30 * 60 * 1000;

/** Longer cookie values are not ours. */
const MAX_COOKIE_LENGTH = 1_000;
/** Domain separation: a signature over this layout means nothing elsewhere, even under the same key. */
const SIGNING_CONTEXT = 'ciao-age-proof.v1.';

const ageProofSchema = z.strictObject({
  dateOfBirth: calendarDate,
  country: z.enum(COUNTRIES),
  verifiedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type AgeProof = z.infer<typeof ageProofSchema>;

export type AgeProofs = ReturnType<typeof createAgeProofs>;

/**
 * The age proof: `base64url(JSON payload).base64url(HMAC-SHA256(key, context + payload))`,
 * kept by the browser in an HttpOnly cookie between verify-age and register.
 */
export function createAgeProofs({ signingKey, clock }: { signingKey: () => Promise<string>; clock: Clock }) {
  const tokens = createSignedTokens({ signingKey, context: SIGNING_CONTEXT, schema: ageProofSchema });

  return {
    async issue(subject: { dateOfBirth: string; country: Country }): Promise<string> {
      const now = clock.now();
      return tokens.sign({
        dateOfBirth: subject.dateOfBirth,
        country: subject.country,
        verifiedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + AGE_PROOF_TTL_MS).toISOString(),
      });
    },

    /** The proof when the token is ours, untouched and unexpired; null otherwise. */
    async verify(token: string | undefined): Promise<AgeProof | null> {
      const proof = token && token.length <= MAX_COOKIE_LENGTH ? await tokens.read(token) : null;
      return proof && Date.parse(proof.expiresAt) > clock.now().getTime() ? proof : null;
    },
  };
}
