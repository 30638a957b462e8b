import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { calendarDate, COUNTRIES } from '@ciao/contracts';
import type { Country } from '@ciao/contracts';
import type { Clock } from '../../clock';

/** Time between a successful age check and registration. */
export const AGE_PROOF_TTL_MS = 30 * 60 * 1000;

/** Longer cookie values are not ours. */
const MAX_TOKEN_LENGTH = 1_000;
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
  const sign = async (payload: string) =>
    createHmac('sha256', await signingKey())
      .update(SIGNING_CONTEXT + payload)
      .digest();

  return {
    async issue(subject: { dateOfBirth: string; country: Country }): Promise<string> {
      const now = clock.now();
      const proof: AgeProof = {
        dateOfBirth: subject.dateOfBirth,
        country: subject.country,
        verifiedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + AGE_PROOF_TTL_MS).toISOString(),
      };
      const payload = Buffer.from(JSON.stringify(proof)).toString('base64url');
      return `${payload}.${(await sign(payload)).toString('base64url')}`;
    },

    /** The proof when the token is ours, untouched and unexpired; null otherwise. */
    async verify(token: string | undefined): Promise<AgeProof | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = await sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const proof = ageProofSchema.safeParse(parseJson(Buffer.from(payload, 'base64url').toString('utf8')));
      if (!proof.success || Date.parse(proof.data.expiresAt) <= clock.now().getTime()) return null;
      return proof.data;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
